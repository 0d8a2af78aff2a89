/**
 * What the agreement owes today, from its ledger (GET /api/agreements/{id}/financial): owed now
 * and what of it is past due, what paying it off costs today (the one payoff figure: the payoff
 * dialog takes the same), and what was paid, rent, fees and tax apart.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { LuCalendarClock, LuHandCoins, LuReceipt } from 'react-icons/lu';
import type { AgreementFinancial } from '@rentline/sync-protocol/wire';
import { formatMoney, NO_VALUE } from '@/lib/format-numbers';
import { StatTile } from '@/ui/stat-tile';

export function AgreementMoney({
  financial,
  loading,
}: {
  financial: AgreementFinancial | undefined;
  loading: boolean;
}) {
  const f = financial;
  const paidApart = f
    ? [
        `Rent ${formatMoney(f.paid.rent)}`,
        f.paid.damage_waiver > 0 && `damage waiver ${formatMoney(f.paid.damage_waiver)}`,
        `fees ${formatMoney(f.paid.fees)}`,
        `tax ${formatMoney(f.paid.tax)}`,
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <StatTile
        label="Owed now"
        value={formatMoney(f?.amount_due)}
        icon={LuCalendarClock}
        palette={f && f.past_due > 0 ? 'red' : 'gray'}
        loading={loading}
        help={
          f
            ? f.past_due > 0
              ? `${formatMoney(f.past_due)} past due`
              : 'Nothing past due'
            : undefined
        }
      />
      <StatTile
        label="Payoff today"
        value={f?.payoff_today === null ? NO_VALUE : formatMoney(f?.payoff_today)}
        icon={LuHandCoins}
        palette="purple"
        loading={loading}
        help={
          f?.payoff_today === null
            ? 'Only an open agreement can be paid off'
            : 'Tax and open fees included'
        }
      />
      <StatTile
        label="Paid, apart"
        value={formatMoney(f?.total_paid)}
        icon={LuReceipt}
        palette="green"
        loading={loading}
        help={paidApart}
      />
    </SimpleGrid>
  );
}
