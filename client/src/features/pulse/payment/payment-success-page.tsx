/**
 * /pulse/payment/success (SPEC.md section 2, payment result pages), usually inside the payment
 * window: the provider sent the browser here after an approval the server verified and recorded.
 * A result that is not an approval (ssl_result other than 0) is shown by the failure page.
 */
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { PAYMENT_RESULT_ROUTES, SSL_RESULT_APPROVED } from '@rentline/sync-protocol';
import { ResultCommonActions } from './components/result-actions';
import { ResultPanel } from './components/result-panel';
import { readResultParams, resultAgreement, resultAmount } from './result-params';
import { announcePaymentFinished } from './use-payment-events';

export function PaymentSuccessPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const p = readResultParams(search);
  const approved = p.ssl_result === undefined || p.ssl_result === SSL_RESULT_APPROVED;
  useEffect(() => {
    if (approved) announcePaymentFinished(true);
  }, [approved]);

  if (!approved)
    return <Navigate to={`${PAYMENT_RESULT_ROUTES.error}${location.search}`} replace />;
  return (
    <ResultPanel
      icon={LuCircleCheck}
      palette="green"
      title="Payment Successful!"
      message="The card payment was approved and recorded on the agreement."
      details={[
        { label: 'Transaction ID', value: p.ssl_txn_id },
        { label: 'Amount', value: resultAmount(p) },
        { label: 'Agreement', value: resultAgreement(p) },
      ]}
      actions={
        <>
          <Button asChild colorPalette="brand">
            <Link to="/pulse/payment">Make Another Payment</Link>
          </Button>
          <ResultCommonActions />
        </>
      }
    />
  );
}
