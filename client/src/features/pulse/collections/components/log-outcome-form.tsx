/**
 * Log an outcome (issue 22 section 2): the one form a collector records a call or a visit with,
 * from "Work account" and from "My visits today". The outcome is an engagement; 'Spoke -
 * promised' asks for a promise to pay (a follow-up 'Promise to Pay'); a planned visit is a
 * follow-up 'Field Visit'. It only writes on the tablet (queued for sync), so it works with no
 * signal. A refused submit focuses the first invalid field.
 */
import { useState } from 'react';
import { Box, Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { COLLECTION_OUTCOMES, PROMISE_OUTCOME } from '@rentline/sync-protocol/rules';
import { errorDetails } from '@/api/http';
import { getEmployee, useSession } from '@/api/session';
import { useEngagementLookups } from '@/features/core/engagements/api/use-engagement-lookups';
import { storeToday } from '@/lib/store-time';
import { useSaving } from '@/lib/use-saving';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { notify } from '@/ui/toaster';
import { useFocusFirstInvalid } from '@/ui/use-focus-first-invalid';
import { logOutcome, type LoggedOutcome } from '../api/log-outcome';
import {
  emptyOutcomeForm,
  outcomeWrites,
  validateOutcome,
  type OutcomeErrors,
  type OutcomeForm,
} from '../log-outcome-model';
import { FormField, OptionSelect, textOptions } from '@/ui/form-field';
import { DateInput } from './outcome-fields';

export const OUTCOME_TEXTS = {
  saved: 'Outcome logged',
  savedOffline: 'It will be sent when the tablet is back online.',
  failed: 'Could not log the outcome',
  noContact: 'This customer has no contact on record, so an outcome cannot be logged here.',
} as const;

export interface LogOutcomeFormProps {
  customerId: number;
  /** The account holder's contact: the engagement's contact. */
  contactId: string | null;
  /** Called after the outcome is written on the tablet. */
  onSaved?: (logged: LoggedOutcome) => void;
}

export function LogOutcomeForm({ customerId, contactId, onSaved }: LogOutcomeFormProps) {
  const timeZone = useStoreTimeZone();
  const employee = useSession().employee ?? getEmployee();
  const employeeId = employee?.id ?? null;
  const lookups = useEngagementLookups();
  const [form, setForm] = useState<OutcomeForm>(() => emptyOutcomeForm(employeeId));
  const [errors, setErrors] = useState<OutcomeErrors>({});
  // One outcome at a time, shown saving only if it takes a while (lib/use-saving.ts).
  const { saving, busy, run } = useSaving();
  const { ref, reveal } = useFocusFirstInvalid<HTMLFormElement>();
  const today = storeToday(timeZone);

  const change = (patch: Partial<OutcomeForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof OutcomeForm];
      return next;
    });
  };

  const submit = async () => {
    if (busy.current) return;
    const result = validateOutcome(form, storeToday(timeZone));
    if (!result.ok) {
      setErrors(result.errors);
      reveal();
      return;
    }
    if (!contactId || employeeId === null) return;
    // The form stays for the next outcome: 'again' either way.
    await run(async () => {
      try {
        const logged = await logOutcome(
          outcomeWrites(result.values, {
            customerId,
            contactId,
            employeeId,
            now: new Date(),
            timeZone,
          }),
        );
        notify.success(
          OUTCOME_TEXTS.saved,
          navigator.onLine ? undefined : OUTCOME_TEXTS.savedOffline,
        );
        setForm(emptyOutcomeForm(employeeId));
        onSaved?.(logged);
      } catch (err) {
        notify.error(OUTCOME_TEXTS.failed, errorDetails(err));
      }
      return 'again';
    }, ref.current);
  };

  const employees = (lookups?.employees ?? []).map((e) => ({ value: String(e.id), label: e.name }));
  if (employee && !employees.some((e) => e.value === String(employee.id)))
    employees.unshift({ value: String(employee.id), label: employee.full_name });

  return (
    <form
      ref={ref}
      noValidate
      aria-label="Log an outcome"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        {!contactId && (
          <Text color="fg.muted" role="note">
            {OUTCOME_TEXTS.noContact}
          </Text>
        )}
        <FormField label="Outcome" required error={errors.outcome}>
          <OptionSelect
            name="outcome"
            value={form.outcome}
            placeholder="Choose an outcome"
            options={textOptions(COLLECTION_OUTCOMES)}
            onChange={(v) => change({ outcome: v })}
          />
        </FormField>
        {form.outcome === PROMISE_OUTCOME && (
          <HStack gap="4" align="start" wrap="wrap">
            <Box flex="1" minW="48">
              <FormField label="Promise date" required error={errors.promise_date}>
                <DateInput
                  name="promise_date"
                  value={form.promise_date}
                  min={today}
                  onChange={(v) => change({ promise_date: v })}
                />
              </FormField>
            </Box>
            <Box flex="1" minW="48">
              <FormField label="Promised amount" required error={errors.promise_amount}>
                <Input
                  size="lg"
                  name="promise_amount"
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0.01"
                  value={form.promise_amount}
                  onChange={(e) => change({ promise_amount: e.currentTarget.value })}
                />
              </FormField>
            </Box>
          </HStack>
        )}
        <FormField label="Notes" error={errors.notes}>
          <Textarea
            name="notes"
            rows={3}
            autoresize
            value={form.notes}
            onChange={(e) => change({ notes: e.currentTarget.value })}
          />
        </FormField>
        <HStack gap="4" align="start" wrap="wrap">
          <Box flex="1" minW="48">
            <FormField
              label="Plan a visit"
              error={errors.visit_date}
              helper="Optional: the day of a field visit"
            >
              <DateInput
                name="visit_date"
                value={form.visit_date}
                min={today}
                onChange={(v) => change({ visit_date: v })}
              />
            </FormField>
          </Box>
          {form.visit_date && (
            <Box flex="1" minW="48">
              <FormField label="Visit by" required error={errors.visit_employee_id}>
                <OptionSelect
                  name="visit_employee_id"
                  value={form.visit_employee_id}
                  placeholder="Choose an employee"
                  options={employees}
                  onChange={(v) => change({ visit_employee_id: v })}
                />
              </FormField>
            </Box>
          )}
        </HStack>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf="start"
          loading={saving}
          loadingText="Saving..."
          disabled={!contactId || employeeId === null}
        >
          Log outcome
        </Button>
      </Stack>
    </form>
  );
}
