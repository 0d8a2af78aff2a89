/** An account's risk and promise as badges. */
import { Badge } from '@chakra-ui/react';
import type { PromiseState, RiskLevel } from '@rentline/sync-protocol/rules';

const RISK_PALETTES: Record<RiskLevel, string> = { High: 'red', Medium: 'orange', Low: 'green' };

export function RiskBadge(props: { risk: number; level: RiskLevel; explanation: string }) {
  return (
    <Badge
      size="lg"
      colorPalette={RISK_PALETTES[props.level]}
      // The formula as help text; the page states it once in words too.
      title={props.explanation}
    >
      {props.level} risk · {props.risk}
    </Badge>
  );
}

const PROMISE_BADGES: Record<PromiseState, { label: string; palette: string }> = {
  open: { label: 'Open', palette: 'blue' },
  due_today: { label: 'Due today', palette: 'orange' },
  broken: { label: 'Broken', palette: 'red' },
  kept: { label: 'Kept', palette: 'green' },
};

export function PromiseBadge({ state }: { state: PromiseState | null }) {
  if (!state) return null;
  const { label, palette } = PROMISE_BADGES[state];
  return (
    <Badge colorPalette={palette} variant="subtle">
      {label}
    </Badge>
  );
}
