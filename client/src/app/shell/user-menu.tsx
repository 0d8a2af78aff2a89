import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { LuLogOut, LuScrollText, LuSettings, LuUser, LuUsers } from 'react-icons/lu';
import { can } from '@rentline/sync-protocol/rules';
import { roleOf, type SessionEmployee } from '@/api/session';
import { lazyNamed } from '../lazy-named';
import { AccountButton, accountName } from './account-button';
import { signOut } from './sign-out';

/** Loaded when first asked: most sign-outs have nothing waiting and need no question. */
const SignOutDialog = lazyNamed(() => import('./sign-out-dialog'), 'SignOutDialog');

function ComingSoon() {
  return (
    <Text as="span" ms="auto" fontSize="xs" color="fg.muted">
      Coming soon
    </Text>
  );
}

interface UserMenuProps {
  employee: SessionEmployee;
  /** This person's own changes waiting to sync (counted from the app's start, account-menu.tsx). */
  ownPending: number;
  /** Open on mount: the menu was loaded by a tap on its button (account-menu.tsx). */
  defaultOpen?: boolean;
}

/** Initials, name (fallback 'Employee') and job title; the dropdown ends with 'Sign out'. */
export function UserMenu({ employee, ownPending, defaultOpen = false }: UserMenuProps) {
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first question on, so it keeps its closing animation afterwards.
  const [asked, setAsked] = useState(false);
  const name = accountName(employee);
  const role = roleOf(employee);

  const requestSignOut = () => {
    if (ownPending > 0) {
      setAsked(true);
      setConfirming(true);
    } else void signOut();
  };

  return (
    <>
      {/* Fixed, as the sticky top bar it hangs from: placed against the page, the menu would
          trail its button by a frame or more each time the page scrolls under it, and a tap
          aimed at an item would land where the item was. */}
      <Menu.Root
        defaultOpen={defaultOpen}
        positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
      >
        <Menu.Trigger asChild>
          <AccountButton employee={employee} />
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
              <Menu.Item value="settings" asChild>
                <RouterLink to="/pulse/settings">
                  <LuSettings />
                  Settings
                </RouterLink>
              </Menu.Item>
              {/* A manager's screens, beside the store's settings (issue 49); nobody else's. */}
              {can(role, 'employees.manage') && (
                <Menu.Item value="employees" asChild>
                  <RouterLink to="/pulse/employees">
                    <LuUsers />
                    Employees
                  </RouterLink>
                </Menu.Item>
              )}
              {can(role, 'audit.read') && (
                <Menu.Item value="audit" asChild>
                  <RouterLink to="/pulse/audit">
                    <LuScrollText />
                    Audit
                  </RouterLink>
                </Menu.Item>
              )}
              <Menu.Separator />
              {/* The item's own click, not the menu's onSelect: onSelect acts on the item the
                  menu has highlighted, and a click no pointer came before (a screen reader's,
                  a tap as the menu opens) highlights nothing, so it only closed the menu. Enter
                  on the highlighted item clicks it too. */}
              <Menu.Item value="signout" onClick={requestSignOut}>
                <LuLogOut />
                Sign out
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {asked && (
        <Suspense fallback={null}>
          <SignOutDialog
            open={confirming}
            pendingCount={ownPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              void signOut();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
