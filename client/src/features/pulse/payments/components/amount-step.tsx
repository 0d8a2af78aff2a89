/** Step 3: the amount and the button that opens the secure payment page (online only). */
import { useId } from 'react';
import { Button, Field, HStack, Icon, Input, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink, LuLock, LuWifiOff } from 'react-icons/lu';
import { PAYMENT_TEXTS } from '@rentline/sync-protocol/texts';
import { payButtonLabel } from '../payment-form-model';
import { StepCard } from './step-card';

export function AmountStep(props: {
  value: string;
  error: string | null;
  online: boolean;
  pending: boolean;
  onChange: (amount: string) => void;
}) {
  const reasonId = useId();
  return (
    <StepCard step={3} title="Payment Amount">
      <Field.Root invalid={!!props.error} maxW="xs">
        <Field.Label>Payment Amount ($)</Field.Label>
        <Input
          name="amount"
          type="number"
          step="0.01"
          min="0.01"
          inputMode="decimal"
          size="lg"
          placeholder="0.00"
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        />
        {props.error && <Field.ErrorText role="alert">{props.error}</Field.ErrorText>}
      </Field.Root>
      <Stack gap="2" align="start">
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={props.pending}
          loadingText="Opening Payment Form..."
          disabled={!props.online}
          aria-describedby={props.online ? undefined : reasonId}
        >
          <LuLock aria-hidden />
          {payButtonLabel(props.value)}
        </Button>
        {!props.online && (
          <HStack id={reasonId} gap="1" fontSize="sm" color="fg.muted">
            <Icon as={LuWifiOff} aria-hidden />
            <Text>{PAYMENT_TEXTS.needsConnection}</Text>
          </HStack>
        )}
      </Stack>
      <HStack gap="2" color="fg.muted" fontSize="sm">
        <Icon as={LuExternalLink} aria-hidden />
        <Text>
          A new window opens on the card payment provider&apos;s secure page, where the card is
          entered; the result shows there when the payment is done.
        </Text>
      </HStack>
    </StepCard>
  );
}
