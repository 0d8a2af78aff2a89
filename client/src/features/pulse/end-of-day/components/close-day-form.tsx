import { useState } from 'react';
import { Card, Field, Heading, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { errorDetails } from '@/api/http';
import { OnlineButton } from '@/ui/online-button';
import { notify } from '@/ui/toaster';
import { useCloseDay } from '../api/close-day';
import { checkCloseForm, overShortText, type CloseFormValues } from '../end-of-day-model';

const EMPTY: CloseFormValues = { counted_cash: '', counted_checks: '', note: '' };

/** The counted cash and checks; closing freezes the day. Disabled offline (OnlineButton). */
export function CloseDayForm({ date }: { date: string }) {
  const [values, setValues] = useState(EMPTY);
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
      { date, ...check.body },
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
            >
              Close the day
            </OnlineButton>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
