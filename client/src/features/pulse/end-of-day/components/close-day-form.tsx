import { useState } from 'react';
import { Card, Field, Heading, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { EndOfDay } from '@rentline/sync-protocol/wire';
import { errorDetails } from '@/api/http';
import { useStoreSettings } from '@/features/pulse/settings/api/get-settings';
import { OnlineButton } from '@/ui/online-button';
import { notify } from '@/ui/toaster';
import { useCloseDay } from '../api/close-day';
import {
  checkCloseForm,
  overShortText,
  unbalancedCents,
  type CloseFormValues,
} from '../end-of-day-model';

const EMPTY: CloseFormValues = { counted_cash: '', counted_checks: '', note: '' };

/**
 * The counted cash and checks; closing freezes the day. Disabled offline (OnlineButton). A count
 * over or short beyond the store's threshold says "Needs a manager" for a role that closes only
 * balanced days, and the close asks for the manager's approval.
 */
export function CloseDayForm({ date, drawer }: { date: string; drawer?: EndOfDay['drawer'] }) {
  const [values, setValues] = useState(EMPTY);
  const settings = useStoreSettings();
  const overShortCents = unbalancedCents(values, drawer, settings.data?.current.drawer_threshold);
  const [errors, setErrors] = useState<Partial<Record<keyof CloseFormValues, string>>>({});
  const close = useCloseDay();
  // The value is read now: the event's target is gone by the time an updater runs.
  const set = (field: keyof CloseFormValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = () => {
    const check = checkCloseForm(values);
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    close.mutate(
      { date, ...check.body, overShortCents },
      {
        onSuccess: (day) =>
          notify.success('Day closed', `${date}: ${overShortText(day.close?.over_short ?? 0)}.`),
        onError: (error) => notify.error('Could not close the day', errorDetails(error)),
      },
    );
  };

  return (
    <Card.Root data-print-hide="">
      <Card.Body>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="4">
            <Heading size="md">Close the day</Heading>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Field.Root required invalid={!!errors.counted_cash}>
                <Field.Label>Counted cash</Field.Label>
                <Input
                  inputMode="decimal"
                  value={values.counted_cash}
                  onChange={set('counted_cash')}
                />
                <Field.ErrorText>{errors.counted_cash}</Field.ErrorText>
              </Field.Root>
              <Field.Root required invalid={!!errors.counted_checks}>
                <Field.Label>Counted checks</Field.Label>
                <Input
                  inputMode="decimal"
                  value={values.counted_checks}
                  onChange={set('counted_checks')}
                />
                <Field.ErrorText>{errors.counted_checks}</Field.ErrorText>
              </Field.Root>
            </SimpleGrid>
            <Field.Root invalid={!!errors.note}>
              <Field.Label>Note</Field.Label>
              <Textarea rows={2} value={values.note} onChange={set('note')} />
              <Field.ErrorText>{errors.note}</Field.ErrorText>
            </Field.Root>
            <OnlineButton
              type="submit"
              colorPalette="brand"
              alignSelf="start"
              loading={close.isPending}
              loadingText="Closing..."
              permission={overShortCents === null ? 'day.close' : 'day.close_unbalanced'}
            >
              Close the day
            </OnlineButton>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
