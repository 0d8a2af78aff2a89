/** The module badge of an engagement (from its marker) and the status badge of a follow-up. */
import { Badge, type BadgeProps } from '@chakra-ui/react';
import { MODULE_PALETTES, moduleOf } from '../api/module-marker';

export function ModuleBadge({ text, ...rest }: { text: string | null } & BadgeProps) {
  const module = moduleOf(text);
  return (
    <Badge colorPalette={MODULE_PALETTES[module]} variant="subtle" {...rest}>
      {module}
    </Badge>
  );
}

const STATUS_PALETTES: Record<string, string> = {
  scheduled: 'blue',
  'in progress': 'yellow',
  completed: 'green',
  cancelled: 'red',
  canceled: 'red',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status.toLowerCase()] ?? 'gray'} variant="subtle">
      {status}
    </Badge>
  );
}

export function PendingBadge() {
  return (
    <Badge
      colorPalette="orange"
      variant="outline"
      title="Saved on this tablet, not yet on the server"
    >
      Pending sync
    </Badge>
  );
}
