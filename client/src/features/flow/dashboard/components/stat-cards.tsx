/**
 * Total Items, In Stock, On Rent and Inventory Value (USD), from the local replica.
 *
 * Plain elements styled once by their grid (as the contact cards are, contact-card.tsx): the
 * dashboard is drawn whole each time an item is entered, on a slow tablet too. The look is
 * Chakra's outline card (size sm) holding a Stat.
 */
import { SimpleGrid, Skeleton, type SystemStyleObject } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBoxes, LuDollarSign, LuPackageCheck, LuTruck } from 'react-icons/lu';
import type { FlowMetrics } from '@rentline/sync-protocol/wire';
import { formatCount, formatMoney } from '@/lib/format-numbers';
import { paletteFromData } from '@/ui/plain-badge';

interface StatCardProps {
  label: string;
  value: string;
  help: string;
  icon: IconType;
  palette: string;
  loading: boolean;
}

const statStyles: SystemStyleObject = {
  '& .flow-stat': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    minWidth: '0',
    p: '4',
    borderRadius: 'l3',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'bg.panel',
    color: 'fg',
  },
  '& .flow-stat__label': {
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    color: 'fg.muted',
    textStyle: 'sm',
  },
  '& .flow-stat__icon': {
    boxSize: '1em',
    flexShrink: '0',
    color: 'colorPalette.fg',
    ...paletteFromData('orange', 'green', 'blue', 'purple'),
  },
  '& .flow-stat__value': {
    textStyle: '2xl',
    fontWeight: 'semibold',
    letterSpacing: 'tight',
    fontVariantNumeric: 'proportional-nums',
  },
  '& .flow-stat__help': { color: 'fg.muted', textStyle: 'xs' },
};

function StatCard({ label, value, help, icon: StatIcon, palette, loading }: StatCardProps) {
  return (
    <div className="flow-stat">
      <p className="flow-stat__label">
        <StatIcon className="flow-stat__icon" data-palette={palette} aria-hidden />
        {label}
      </p>
      {loading ? <Skeleton minW="16" height="8" /> : <p className="flow-stat__value">{value}</p>}
      <p className="flow-stat__help">{help}</p>
    </div>
  );
}

export function StatCards({ metrics }: { metrics: FlowMetrics['overall_metrics'] | undefined }) {
  const loading = metrics === undefined;
  return (
    <SimpleGrid
      as="section"
      aria-label="Inventory figures"
      columns={{ base: 2, lg: 4 }}
      gap="4"
      css={statStyles}
    >
      <StatCard
        label="Total Items"
        value={formatCount(metrics?.total_items)}
        help="Every item in the inventory"
        icon={LuBoxes}
        palette="orange"
        loading={loading}
      />
      <StatCard
        label="In Stock"
        value={formatCount(metrics?.in_stock_items)}
        help="Ready to rent"
        icon={LuPackageCheck}
        palette="green"
        loading={loading}
      />
      <StatCard
        label="On Rent"
        value={formatCount(metrics?.on_rent_items)}
        help="With customers"
        icon={LuTruck}
        palette="blue"
        loading={loading}
      />
      <StatCard
        label="Inventory Value"
        value={formatMoney(metrics?.total_inventory_value)}
        help="USD, cost of the units in stock"
        icon={LuDollarSign}
        palette="purple"
        loading={loading}
      />
    </SimpleGrid>
  );
}
