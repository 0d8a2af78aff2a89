/**
 * /pulse/payment/success (SPEC.md section 2, payment result pages), usually inside the payment
 * window: the provider sent the browser here after an approval. The address alone proves
 * nothing (anyone can type it), so the page asks the server for the payment recorded under the
 * transaction id and says 'Payment Successful!' only when there is one, successful, showing the
 * server's amount and agreement, with its receipt. Otherwise it says no such payment is recorded; when the server
 * cannot be asked, that it could not check. A result that is not an approval (ssl_result other
 * than 0) is shown by the failure page.
 */
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@chakra-ui/react';
import { LuCircleAlert, LuCircleCheck, LuLoaderCircle } from 'react-icons/lu';
import { PAYMENT_RESULT_ROUTES, SSL_RESULT_APPROVED } from '@rentline/sync-protocol/rules';
import { PAYMENT_TEXTS } from '@rentline/sync-protocol/texts';
import { ApiError } from '@/api/http';
import { formatMoney, agreementName } from '@/lib/format-numbers';
import { receiptPath } from '@/lib/receipt-path';
import { useRecordedPayment } from './api/get-recorded-payment';
import { ResultCommonActions } from './components/result-actions';
import { ResultPanel } from './components/result-panel';
import { readResultParams } from './result-params';
import { announcePaymentFinished } from './use-payment-events';

export function PaymentSuccessPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const p = readResultParams(search);
  const approved = p.ssl_result === undefined || p.ssl_result === SSL_RESULT_APPROVED;
  const recorded = useRecordedPayment(approved ? p.ssl_txn_id : undefined);
  const payment = recorded.data;
  const confirmed = payment?.success === true;
  useEffect(() => {
    if (confirmed) announcePaymentFinished(true);
  }, [confirmed]);

  if (!approved)
    return <Navigate to={`${PAYMENT_RESULT_ROUTES.error}${location.search}`} replace />;
  const makeAnother = (
    <Button asChild colorPalette="brand">
      <Link to="/pulse/payment">Make Another Payment</Link>
    </Button>
  );
  const transaction = { label: 'Transaction ID', value: p.ssl_txn_id };

  if (p.ssl_txn_id && recorded.isPending)
    return (
      <ResultPanel
        icon={LuLoaderCircle}
        palette="gray"
        title="Checking the Payment"
        message={PAYMENT_TEXTS.checking}
        details={[transaction]}
        actions={<ResultCommonActions />}
      />
    );
  if (payment && confirmed)
    return (
      <ResultPanel
        icon={LuCircleCheck}
        palette="green"
        title="Payment Successful!"
        message="The card payment was approved and recorded on the agreement."
        details={[
          { label: 'Transaction ID', value: payment.transaction_id },
          { label: 'Amount', value: formatMoney(payment.amount_paid) },
          {
            label: 'Agreement',
            value: agreementName(payment.custom_agreement_id, payment.agreement_id),
          },
        ]}
        actions={
          <>
            <Button asChild colorPalette="brand" variant="outline">
              <Link to={receiptPath(payment.payment_id)}>View Receipt</Link>
            </Button>
            {makeAnother}
            <ResultCommonActions />
          </>
        }
      />
    );
  const unknown =
    !p.ssl_txn_id ||
    payment ||
    (recorded.error instanceof ApiError && recorded.error.status === 404);
  if (unknown)
    return (
      <ResultPanel
        icon={LuCircleAlert}
        palette="red"
        title="Payment Not Recorded"
        message={payment ? PAYMENT_TEXTS.notApproved : PAYMENT_TEXTS.notRecorded}
        details={[transaction]}
        actions={
          <>
            {makeAnother}
            <ResultCommonActions />
          </>
        }
      />
    );
  return (
    <ResultPanel
      icon={LuCircleAlert}
      palette="orange"
      title="Payment Not Confirmed"
      message={PAYMENT_TEXTS.checkFailed}
      details={[transaction]}
      actions={
        <>
          <Button colorPalette="brand" onClick={() => void recorded.refetch()}>
            Check Again
          </Button>
          <ResultCommonActions />
        </>
      }
    />
  );
}
