/**
 * The Employees screen (issue 49, managers only): each employee's role and whether they may
 * sign in, a new password, and their sessions with "Sign out everywhere". The server's refusal
 * (the store's last manager, say) is shown in its own words.
 */
import { useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { ROLE_LABELS } from '@rentline/sync-protocol/texts';
import type { EmployeeAdmin } from '@rentline/sync-protocol/wire';
import { errorDetails } from '@/api/http';
import { usePermission } from '@/api/use-permission';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { EmptyList, LoadFailed } from '@/ui/list-states';
import { NeedsManager } from '@/ui/online-button';
import { PageHeader } from '@/ui/page-header';
import { notify } from '@/ui/toaster';
import { useEmployees } from './api/get-employees';
import { useResetPassword } from './api/reset-password';
import { useRevokeSessions } from './api/revoke-sessions';
import { useUpdateEmployee, type EmployeeUpdate } from './api/update-employee';
import { EmployeeCard } from './components/employee-card';
import { ResetPasswordDialog } from './components/reset-password-dialog';

export function EmployeesPage() {
  const { allowed } = usePermission('employees.manage');
  if (!allowed) {
    return (
      <Stack gap="6">
        <PageHeader title="Employees" />
        <NeedsManager action="employees.manage" full />
      </Stack>
    );
  }
  return <EmployeesList />;
}

function EmployeesList() {
  const employees = useEmployees();
  const timeZone = useStoreTimeZone();
  const update = useUpdateEmployee();
  const reset = useResetPassword();
  const revoke = useRevokeSessions();
  const [resetting, setResetting] = useState<EmployeeAdmin | null>(null);
  const [revoking, setRevoking] = useState<EmployeeAdmin | null>(null);

  const change = (e: EmployeeAdmin, patch: EmployeeUpdate, done: string) =>
    update.mutate(
      { id: e.id, change: patch },
      {
        onSuccess: () => notify.success(done),
        onError: (error) => notify.error(`${e.full_name} was not changed`, errorDetails(error)),
      },
    );

  return (
    <Stack gap="6">
      <PageHeader
        title="Employees"
        summary="Who may do what in the store, and where each person is signed in."
      />
      {employees.isError && !employees.data ? (
        <LoadFailed message={employees.error.message} onRetry={() => void employees.refetch()} />
      ) : !employees.data ? (
        <Text role="status" color="fg.muted">
          Loading employees…
        </Text>
      ) : employees.data.length === 0 ? (
        <EmptyList title="No employees yet" />
      ) : (
        employees.data.map((e) => (
          <EmployeeCard
            key={e.id}
            employee={e}
            timeZone={timeZone}
            busy={update.isPending && update.variables.id === e.id}
            onRole={(role) =>
              change(e, { role }, `${e.full_name} is now a ${ROLE_LABELS[role].toLowerCase()}`)
            }
            onActive={(active) =>
              change(
                e,
                { active },
                active
                  ? `${e.full_name} can sign in again`
                  : `${e.full_name} can no longer sign in`,
              )
            }
            onResetPassword={() => setResetting(e)}
            onSignOutEverywhere={() => setRevoking(e)}
          />
        ))
      )}
      <ResetPasswordDialog
        employee={resetting}
        busy={reset.isPending}
        error={reset.error?.message ?? null}
        onCancel={() => {
          reset.reset();
          setResetting(null);
        }}
        onConfirm={(password) =>
          reset.mutate(
            { id: resetting!.id, password },
            {
              onSuccess: () => {
                notify.success(`${resetting!.full_name}’s password was changed`);
                setResetting(null);
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={revoking !== null}
        title={`Sign ${revoking?.full_name ?? ''} out everywhere?`}
        confirmLabel="Sign out everywhere"
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoke.mutate(revoking!.id, {
            onSuccess: () => {
              notify.success(`${revoking!.full_name} is signed out on every device`);
              setRevoking(null);
            },
            onError: (error) =>
              notify.error(`${revoking!.full_name} was not signed out`, errorDetails(error)),
          })
        }
      >
        <Text>
          Every device they are signed in on asks them to sign in again. Changes waiting to sync on
          those devices stay there, in their name, until they do.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
