/**
 * The Audit screen (issue 49, managers only): who did what and who approved it, newest first,
 * filtered by employee, action and a span of days, a page of 50 at a time with the total. It
 * never shows a personal value: the server's entries do not hold them.
 */
import { useState } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { usePermission } from '@/api/use-permission';
import { useEmployees } from '@/features/pulse/employees/api/get-employees';
import { formatCount, NO_VALUE } from '@/lib/format-numbers';
import { formatDateTimeIn } from '@/lib/format';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { EmptyList, LoadFailed, SkeletonRows } from '@/ui/list-states';
import { FilterSelect } from '@/ui/list-filters';
import { NeedsManager } from '@/ui/online-button';
import { PageHeader } from '@/ui/page-header';
import { AUDIT_PAGE_SIZE, NO_AUDIT_FILTERS, useAudit, type AuditFilters } from './api/get-audit';
import { AUDIT_ACTION_OPTIONS, auditActionLabel } from './audit-labels';

export function AuditPage() {
  const { allowed } = usePermission('audit.read');
  if (!allowed) {
    return (
      <Stack gap="6">
        <PageHeader title="Audit" />
        <NeedsManager action="audit.read" full />
      </Stack>
    );
  }
  return <AuditTrail />;
}

function AuditTrail() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(0);
  const audit = useAudit(filters, page, true);
  const employees = useEmployees();
  const timeZone = useStoreTimeZone();
  const filter = (change: Partial<AuditFilters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(0);
  };
  const total = audit.data?.total_count;
  const first = page * AUDIT_PAGE_SIZE;
  const entries = audit.data?.entries;

  return (
    <Stack gap="6">
      <PageHeader
        title="Audit"
        summary="Every money and lifecycle action, approval, refusal and read of personal details: who did it and who approved it."
      />
      <HStack gap="4" wrap="wrap" align="end">
        <FilterSelect
          label="Employee"
          width={{ base: 'full', md: '56' }}
          value={filters.employeeId}
          onChange={(employeeId) => filter({ employeeId })}
          options={[
            { value: '', label: 'Everyone' },
            ...(employees.data ?? []).map((e) => ({ value: String(e.id), label: e.full_name })),
          ]}
        />
        <FilterSelect
          label="Action"
          width={{ base: 'full', md: '64' }}
          value={filters.action}
          onChange={(action) => filter({ action })}
          options={[{ value: '', label: 'Every action' }, ...AUDIT_ACTION_OPTIONS]}
        />
        <Field.Root width={{ base: 'full', md: '44' }}>
          <Field.Label>From</Field.Label>
          <Input
            type="date"
            size="lg"
            value={filters.from}
            onChange={(e) => filter({ from: e.currentTarget.value })}
          />
        </Field.Root>
        <Field.Root width={{ base: 'full', md: '44' }}>
          <Field.Label>To</Field.Label>
          <Input
            type="date"
            size="lg"
            value={filters.to}
            onChange={(e) => filter({ to: e.currentTarget.value })}
          />
        </Field.Root>
      </HStack>

      {audit.isError && !entries ? (
        <LoadFailed message={audit.error.message} onRetry={() => void audit.refetch()} />
      ) : entries?.length === 0 ? (
        <EmptyList
          title={
            Object.values(filters).every((v) => v === '')
              ? 'Nothing has been recorded yet'
              : 'No entries match these filters'
          }
        />
      ) : (
        <Table.ScrollArea
          borderWidth="1px"
          rounded="xl"
          bg="bg"
          // Focusable, so a keyboard can scroll the table sideways on a tablet.
          tabIndex={0}
          role="region"
          aria-label="Audit trail entries"
        >
          <Table.Root
            size="sm"
            aria-label="Audit trail"
            aria-busy={audit.isFetching || undefined}
            opacity={audit.isPlaceholderData ? 0.6 : undefined}
          >
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>When</Table.ColumnHeader>
                <Table.ColumnHeader>Action</Table.ColumnHeader>
                <Table.ColumnHeader>Record</Table.ColumnHeader>
                <Table.ColumnHeader>Who did</Table.ColumnHeader>
                <Table.ColumnHeader>Approved by</Table.ColumnHeader>
                <Table.ColumnHeader>Detail</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {!entries ? (
                <SkeletonRows rows={5} columns={6} />
              ) : (
                entries.map((e, i) => (
                  <Table.Row key={`${e.at}-${i}`}>
                    <Table.Cell whiteSpace="nowrap">{formatDateTimeIn(e.at, timeZone)}</Table.Cell>
                    <Table.Cell>{auditActionLabel(e.action)}</Table.Cell>
                    <Table.Cell>
                      {e.record_type
                        ? `${e.record_type}${e.record_id !== null ? ` #${e.record_id}` : ''}`
                        : NO_VALUE}
                    </Table.Cell>
                    <Table.Cell>{e.employee_name ?? NO_VALUE}</Table.Cell>
                    <Table.Cell>{e.approved_by_name ?? NO_VALUE}</Table.Cell>
                    <Table.Cell>{e.detail ?? ''}</Table.Cell>
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      {total !== undefined && total > 0 && (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="fg.muted" aria-live="polite">
            {`${formatCount(first + 1)}–${formatCount(first + (entries?.length ?? 0))} of ${formatCount(total)}`}
          </Text>
          <Box display="flex" gap="2">
            <Button
              variant="outline"
              minH="11"
              disabled={page === 0}
              onClick={() => setPage((p) => p - 1)}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              minH="11"
              disabled={first + AUDIT_PAGE_SIZE >= total}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
            </Button>
          </Box>
        </HStack>
      )}
    </Stack>
  );
}
