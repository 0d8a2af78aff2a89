import { Badge, type BadgeProps } from '@chakra-ui/react';
import { agreementStatusPalette } from './agreement-status';

export function AgreementStatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  return (
    <Badge colorPalette={agreementStatusPalette(status)} variant="subtle" {...props}>
      {status}
    </Badge>
  );
}
