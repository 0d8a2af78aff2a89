import { useState } from 'react';
import { Avatar, Box, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown, LuLogOut, LuSettings, LuUser } from 'react-icons/lu';
import type { Employee } from '@rentline/sync-protocol';
import { useOwnPendingCount } from '../../sync';
import { initials } from '../../ui/initials';
import { SignOutDialog } from './sign-out-dialog';
import { signOut } from './sign-out';

function ComingSoon() {
  return (
    <Text as="span" ms="auto" fontSize="xs" color="fg.subtle">
      Coming soon
    </Text>
  );
}

/** Initials, name (fallback 'Employee') and job title; the dropdown ends with 'Sign out'. */
export function UserMenu({ employee }: { employee: Employee }) {
  // Only this person's own waiting changes are worth a question: someone else's stay on the
  // device for that person whatever this one does (ForeignChangesBanner says so).
  const ownPending = useOwnPendingCount(employee.id);
  const [confirming, setConfirming] = useState(false);
  const name = employee.full_name.trim() || 'Employee';

  const requestSignOut = () => {
    if (ownPending > 0) setConfirming(true);
    else signOut();
  };

  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={(details) => details.value === 'signout' && requestSignOut()}
      >
        <Menu.Trigger asChild>
          <Button variant="ghost" px="2" gap="2" aria-label={`Account: ${name}`}>
            <Avatar.Root size="sm" colorPalette="brand" variant="solid">
              <Avatar.Fallback>{initials(name)}</Avatar.Fallback>
            </Avatar.Root>
            <Stack gap="0" align="start" display={{ base: 'none', lg: 'flex' }} maxW="40">
              <Text fontSize="sm" fontWeight="semibold" lineHeight="short" truncate>
                {name}
              </Text>
              {employee.job_title && (
                <Text fontSize="xs" color="fg.muted" lineHeight="short" truncate>
                  {employee.job_title}
                </Text>
              )}
            </Stack>
            <LuChevronDown />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64">
              <Box px="3" py="2">
                <Text fontWeight="semibold">{name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {employee.email}
                </Text>
                {employee.job_title && (
                  <Text fontSize="sm" color="fg.muted">
                    {employee.job_title}
                  </Text>
                )}
              </Box>
              <Menu.Separator />
              <Menu.Item value="profile" disabled>
                <LuUser />
                Profile
                <ComingSoon />
              </Menu.Item>
              <Menu.Item value="settings" disabled>
                <LuSettings />
                Settings
                <ComingSoon />
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="signout">
                <LuLogOut />
                Sign out
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <SignOutDialog
        open={confirming}
        pendingCount={ownPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          signOut();
        }}
      />
    </>
  );
}
