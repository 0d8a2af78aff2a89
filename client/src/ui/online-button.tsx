import { useId } from 'react';
import { Button, HStack, Icon, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { LuWifiOff } from 'react-icons/lu';
import { useOnline } from '@/api/http';

/** Why an online-only action is disabled (DESIGN.md section 5). */
export const NEEDS_CONNECTION = 'Needs a connection';

/** The short reason shown under an action that is disabled offline. */
export function NeedsConnection({ id }: { id?: string }) {
  return (
    <HStack id={id} gap="1" fontSize="xs" color="fg.muted" data-print-hide="">
      <Icon as={LuWifiOff} aria-hidden />
      <Text>{NEEDS_CONNECTION}</Text>
    </HStack>
  );
}

/**
 * A button for an action the server must take (creating customers and agreements, recording
 * payments, resolving exceptions): offline it is disabled and says why, instead of failing late.
 */
export function OnlineButton({ disabled, children, ...props }: ButtonProps) {
  const online = useOnline();
  const reasonId = useId();
  if (online)
    return (
      <Button {...props} disabled={disabled}>
        {children}
      </Button>
    );
  return (
    <Stack gap="1" align="center" display="inline-flex">
      <Button {...props} disabled aria-describedby={reasonId}>
        {children}
      </Button>
      <NeedsConnection id={reasonId} />
    </Stack>
  );
}
