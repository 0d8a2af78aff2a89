/**
 * The lifecycle steps the agreement's status allows (sync-protocol lifecycleActions), as buttons
 * that open their dialog. Online-only: offline each is disabled and says why.
 */
import { useState } from 'react';
import { HStack } from '@chakra-ui/react';
import {
  LuBan,
  LuHandCoins,
  LuRotateCcw,
  LuTruck,
  LuUndo2,
  LuCircleX,
  LuPencil,
} from 'react-icons/lu';
import { lifecycleActions, type Action } from '@rentline/sync-protocol/rules';
import type { AgreementDetail } from '@rentline/sync-protocol/wire';
import { OnlineButton } from '@/ui/online-button';
import { LifecycleDialog, type StepName } from './lifecycle-dialogs';

const BUTTONS: {
  step: StepName;
  allowed: keyof ReturnType<typeof lifecycleActions>;
  label: string;
  icon: typeof LuTruck;
  danger?: boolean;
  quiet?: boolean;
  /** What the role needs for it (roles.ts); Edit Agreement's price terms ask when sent. */
  permission?: Action;
}[] = [
  {
    step: 'activate',
    allowed: 'activate',
    label: 'Activate',
    icon: LuTruck,
    permission: 'agreement.write',
  },
  { step: 'payoff', allowed: 'payoff', label: 'Payoff quote', icon: LuHandCoins },
  { step: 'return', allowed: 'return', label: 'Return', icon: LuUndo2 },
  { step: 'reinstate', allowed: 'reinstate', label: 'Reinstate', icon: LuRotateCcw },
  {
    step: 'charge-off',
    allowed: 'chargeOff',
    label: 'Charge off',
    icon: LuBan,
    danger: true,
    permission: 'agreement.charge_off',
  },
  { step: 'cancel', allowed: 'cancel', label: 'Cancel agreement', icon: LuCircleX, danger: true },
  {
    step: 'edit',
    allowed: 'edit',
    label: 'Edit Agreement',
    icon: LuPencil,
    quiet: true,
    permission: 'agreement.write',
  },
];

export function AgreementActions({
  agreement,
  today,
}: {
  agreement: AgreementDetail;
  today: string;
}) {
  const [open, setOpen] = useState<StepName | null>(null);
  const allowed = lifecycleActions(agreement.agreement_status);
  const windowClosed = agreement.reinstate_until !== null && agreement.reinstate_until < today;
  const shown = BUTTONS.filter(
    (b) => allowed[b.allowed] && !(b.step === 'reinstate' && windowClosed),
  );
  // The dialog stays mounted when its step changes the status (and the buttons go): it closes
  // itself and says what happened.
  return (
    <>
      <HStack gap="2" wrap="wrap" data-print-hide="" display={shown.length === 0 ? 'none' : 'flex'}>
        {shown.map((b) => (
          <OnlineButton
            key={b.step}
            size="md"
            minH="11"
            variant={b.danger || b.quiet ? 'outline' : 'solid'}
            colorPalette={b.danger ? 'red' : b.quiet ? 'gray' : 'brand'}
            permission={b.permission}
            onClick={() => setOpen(b.step)}
          >
            <b.icon /> {b.label}
          </OnlineButton>
        ))}
      </HStack>
      <LifecycleDialog
        step={open}
        agreement={agreement}
        today={today}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
