/**
 * /pulse/payment, Process Payment (SPEC.md sections 2, 4, 5 and 8; DESIGN.md section 5):
 *
 * 1. Pick a customer; 2. one of their agreements with a balance (its summary shows), which
 *    proposes what it owes today as the amount; 3. the amount, then 'Pay $X Securely'. Changing the customer clears the agreement and amount.
 * 4. On pay: the form is validated, the payment window is opened at once (inside the click, so
 *    popup blockers let it through), the session is requested, and its html is written into the
 *    window, which goes on to the provider's secure page. The form then clears.
 * 5. Offline the screen says card payments need a connection and the button is disabled.
 *
 * 'Try Again' on the failure page comes back with customer_id, agreement_id and amount in the
 * query, which fill the form.
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Stack } from '@chakra-ui/react';
import { PAYMENT_TEXTS, TOASTS } from '@rentline/sync-protocol/texts';
import { requestIdOf, useOnline } from '@/api/http';
import { useAttemptKey } from '@/api/idempotency';
import { notify } from '@/ui/toaster';
import { PageHeader } from '@/ui/page-header';
import { useCreatePaymentSession } from './api/create-payment-session';
import { AgreementStep } from './components/agreement-step';
import { AmountStep } from './components/amount-step';
import { CustomerStep } from './components/customer-step';
import {
  emptyPaymentForm,
  validatePaymentForm,
  type PaymentFormValues,
} from './payment-form-model';
import { openPaymentWindow, writePaymentWindow } from './payment-window';
import { usePaymentFinishedRefresh } from './use-payment-events';

export function ProcessPaymentPage() {
  const [search] = useSearchParams();
  const [values, setValues] = useState<PaymentFormValues>(() => ({
    customerId: search.get('customer_id') ?? '',
    agreementId: search.get('agreement_id') ?? '',
    amount: search.get('amount') ?? '',
  }));
  const [error, setError] = useState<string | null>(null);
  const online = useOnline();
  const session = useCreatePaymentSession();
  const attempt = useAttemptKey();
  usePaymentFinishedRefresh();

  const change = (patch: Partial<PaymentFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (session.isPending || !online) return;
    const result = validatePaymentForm(values);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    // Opened before anything is awaited: a window opened later is not the click's and is blocked.
    const win = openPaymentWindow();
    if (!win) {
      notify.error(TOASTS.popupBlocked, TOASTS.popupBlockedBody);
      return;
    }
    session.mutate(
      { input: result.data, key: attempt.keyFor(result.data) },
      {
        onSuccess: (html) => {
          attempt.done();
          writePaymentWindow(win, html);
          notify.success(TOASTS.paymentFormOpened, TOASTS.paymentFormOpenedBody);
          setValues(emptyPaymentForm());
        },
        onError: (err) => {
          win.close();
          notify.error(err.message || TOASTS.paymentSessionFailed, requestIdOf(err));
        },
      },
    );
  };

  const customerId = values.customerId ? Number(values.customerId) : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="6" maxW="3xl">
        <PageHeader
          title="Process Payment"
          summary="Take a card payment on a customer's agreement through the secure payment page."
        />
        {!online && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{PAYMENT_TEXTS.needsConnection}</Alert.Title>
          </Alert.Root>
        )}
        <CustomerStep
          value={values.customerId}
          onChange={(id) => change({ customerId: id, agreementId: '', amount: '' })}
        />
        {customerId !== null && (
          <AgreementStep
            customerId={customerId}
            value={values.agreementId}
            onChange={(id, owedToday) =>
              change({
                agreementId: id,
                amount: owedToday && owedToday > 0 ? owedToday.toFixed(2) : '',
              })
            }
          />
        )}
        {customerId !== null && values.agreementId && (
          <AmountStep
            value={values.amount}
            error={error}
            online={online}
            pending={session.isPending}
            onChange={(amount) => change({ amount })}
          />
        )}
      </Stack>
    </form>
  );
}
