/**
 * One employee on the Employees screen: their role, whether they may sign in, a new password,
 * and the devices they are signed in on, with "Sign out everywhere" for a lost tablet.
 */
import { Badge, Box, Button, HStack, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { LuKeyRound, LuLogOut } from 'react-icons/lu';
import { ROLES, type Role } from '@rentline/sync-protocol/rules';
import { ROLE_LABELS } from '@rentline/sync-protocol/texts';
import type { EmployeeAdmin } from '@rentline/sync-protocol/wire';
import { formatDateTimeIn } from '@/lib/format';
import { OptionSelect } from '@/ui/form-field';

const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

export function EmployeeCard(props: {
  employee: EmployeeAdmin;
  timeZone: string;
  busy: boolean;
  onRole: (role: Role) => void;
  onActive: (active: boolean) => void;
  onResetPassword: () => void;
  onSignOutEverywhere: () => void;
}) {
  const { employee: e, timeZone, busy } = props;
  return (
    <Box as="section" aria-label={e.full_name} bg="bg" borderWidth="1px" rounded="xl" p="5">
      <Stack gap="4">
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Box>
            <Heading as="h2" size="md">
              {e.full_name} {!e.active && <Badge colorPalette="gray">Inactive</Badge>}
            </Heading>
            <Text color="fg.muted">{[e.email, e.job_title].filter(Boolean).join(' · ')}</Text>
          </Box>
          <HStack gap="4" wrap="wrap">
            <OptionSelect
              label={`Role of ${e.full_name}`}
              value={e.role}
              options={ROLE_OPTIONS}
              root={{ width: '40' }}
              onChange={(role) => role !== e.role && props.onRole(role as Role)}
            />
            <Switch.Root
              size="lg"
              checked={e.active}
              disabled={busy}
              minH="11"
              onCheckedChange={(change) => props.onActive(change.checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>Active</Switch.Label>
            </Switch.Root>
          </HStack>
        </HStack>
        <Box>
          <Text fontWeight="semibold">Signed in on</Text>
          {e.sessions.length === 0 ? (
            <Text color="fg.muted">No device</Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" ms="0">
              {e.sessions.map((s) => (
                <Text as="li" key={s.id}>
                  {s.device ?? 'Unknown device'} · last seen{' '}
                  {formatDateTimeIn(s.last_seen_at ?? s.created_at, timeZone)}
                </Text>
              ))}
            </Stack>
          )}
        </Box>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" minH="11" onClick={props.onResetPassword}>
            <LuKeyRound /> Reset password
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            minH="11"
            disabled={e.sessions.length === 0}
            onClick={props.onSignOutEverywhere}
          >
            <LuLogOut /> Sign out everywhere
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
