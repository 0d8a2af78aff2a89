import { useId } from 'react';
import { Button, HStack, Icon, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { LuShieldCheck, LuWifiOff } from 'react-icons/lu';
import type { Action } from '@rentline/sync-protocol/rules';
import { ROLE_MESSAGES } from '@rentline/sync-protocol/texts';
import { useOnline } from '@/api/http';
import { usePermission, useRefusalText } from '@/api/use-permission';

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
 * Under an action the signed-in role may not take on its own (DESIGN.md 5.2): "Needs a
 * manager" where a manager's approval on this tablet allows it, else the plain reason
 * ("Needs a manager to change the store settings.", "A collector cannot close the day.").
 */
export function NeedsManager({
  id,
  action,
  full,
}: {
  id?: string;
  action: Action;
  full?: boolean;
}) {
  const refusal = useRefusalText(action);
  return (
    <HStack id={id} gap="1" fontSize="xs" color="fg.muted" data-print-hide="">
      <Icon as={LuShieldCheck} aria-hidden />
      <Text>{full ? refusal : ROLE_MESSAGES.needsManager}</Text>
    </HStack>
  );
}

/**
 * A button for an action the server must take (creating customers and agreements, recording
 * payments, resolving exceptions): offline it is disabled and says why, instead of failing late.
 * With `permission`, a role that needs a manager's approval keeps the button, marked "Needs a
 * manager" (the approval is asked when the action is sent); a role that may not at all gets the
 * button disabled with the reason under it.
 */
export function OnlineButton({
  disabled,
  children,
  permission,
  ...props
}: ButtonProps & { permission?: Action }) {
  const online = useOnline();
  const reasonId = useId();
  const role = usePermission(permission);
  if (online && role.allowed)
    return (
      <Button {...props} disabled={disabled}>
        {children}
      </Button>
    );
  const refused = !role.allowed && !role.needsApproval;
  return (
    <Stack gap="1" align="center" display="inline-flex">
      <Button {...props} disabled={disabled || !online || refused} aria-describedby={reasonId}>
        {children}
      </Button>
      {!online ? (
        <NeedsConnection id={reasonId} />
      ) : (
        <NeedsManager id={reasonId} action={permission!} full={refused} />
      )}
    </Stack>
  );
}
