/**
 * The legal acknowledgment and Create Agreement (SPEC.md section 5): the button is disabled
 * while unticked or sending, and offline; a submit without the tick is refused with its reason.
 * Not printed.
 */
import { Alert, Checkbox, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { OnlineButton } from '@/ui/online-button';
import type { AgreementForm } from './use-agreement-form';

export function SubmitSection({ form }: { form: AgreementForm }) {
  const { values, set, errors } = form;
  return (
    <Stack gap="4" borderTopWidth="1px" pt="5" data-print-hide="">
      <Field.Root invalid={!!errors.legalAcknowledgment}>
        <Checkbox.Root
          checked={values.legalAcknowledgment}
          onCheckedChange={(e) => set('legalAcknowledgment', e.checked === true)}
          minH="11"
          alignItems="start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            I have printed this agreement and will issue it to the customer.
          </Checkbox.Label>
        </Checkbox.Root>
        {errors.legalAcknowledgment && (
          <Field.ErrorText>{errors.legalAcknowledgment}</Field.ErrorText>
        )}
      </Field.Root>
      {form.serverError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{form.serverError}</Alert.Title>
        </Alert.Root>
      )}
      {Object.keys(errors).some((k) => k !== 'legalAcknowledgment') && (
        <Text color="red.fg">Please correct the highlighted fields.</Text>
      )}
      <HStack gap="3" wrap="wrap" align="start">
        <OnlineButton
          type="submit"
          colorPalette="brand"
          size="xl"
          disabled={!values.legalAcknowledgment || form.sending}
          loading={form.sending}
          loadingText="Creating..."
        >
          Create Agreement
        </OnlineButton>
        {!values.legalAcknowledgment && (
          <Text fontSize="sm" color="fg.muted" maxW="md" pt="3">
            Tick the acknowledgment above to create the agreement.
          </Text>
        )}
      </HStack>
    </Stack>
  );
}
