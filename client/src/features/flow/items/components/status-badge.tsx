import { Badge } from '@chakra-ui/react';
import { FLOW_STATUS_LABELS } from '@rentline/sync-protocol/texts';

const PALETTE: Record<string, string> = {
  'In-Stock': 'green',
  Reserved: 'yellow',
  'On Rent': 'blue',
  Returned: 'purple',
  Sold: 'gray',
  'Charged Off': 'red',
  Maintenance: 'orange',
  'Out of Order': 'red',
};

export const statusLabel = (status: string) =>
  FLOW_STATUS_LABELS[status as keyof typeof FLOW_STATUS_LABELS] ?? status;

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" whiteSpace="nowrap">
      {statusLabel(status)}
    </Badge>
  );
}
