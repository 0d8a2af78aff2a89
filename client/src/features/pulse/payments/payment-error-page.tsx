/**
 * /pulse/payment/error (SPEC.md section 2, payment result pages), usually inside the payment
 * window: the processor declined, or the server could not verify the result. Shows the
 * processor's message and its own result code (the issuer's, not ssl_result's 1); 'Try Again' returns to Process Payment with the same choices.
 */
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@chakra-ui/react';
import { LuCircleX } from 'react-icons/lu';
import { agreementName } from '@/lib/format-numbers';
import { useRecordedPayment } from './api/get-recorded-payment';
import { ResultCommonActions } from './components/result-actions';
import { ResultPanel } from './components/result-panel';
import { readResultParams, resultAgreement, resultAmount } from './result-params';
import { announcePaymentFinished } from './use-payment-events';

export function PaymentErrorPage() {
  const [search] = useSearchParams();
  const p = readResultParams(search);
  // The declined attempt is recorded: its record names the agreement by its number (AGR-…).
  const recorded = useRecordedPayment(p.ssl_txn_id).data;
  useEffect(() => announcePaymentFinished(false), []);

  const retry = new URLSearchParams();
  if (p.customer_id) retry.set('customer_id', p.customer_id);
  if (p.agreement_id) retry.set('agreement_id', p.agreement_id);
  if (p.amount) retry.set('amount', p.amount);
  const query = retry.toString();
  return (
    <ResultPanel
      icon={LuCircleX}
      palette="red"
      title="Payment Failed"
      message="The card payment did not go through."
      details={[
        { label: 'Error', value: p.ssl_result_message },
        // The processor's own code (05 declined, 51 insufficient funds…) where it gave one.
        { label: 'Error Code', value: p.result_code ?? p.ssl_result },
        { label: 'Attempted Amount', value: resultAmount(p) },
        {
          label: 'Agreement',
          value: recorded
            ? agreementName(recorded.custom_agreement_id, recorded.agreement_id)
            : resultAgreement(p),
        },
      ]}
      actions={
        <>
          <Button asChild colorPalette="brand">
            <Link to={`/pulse/payment${query ? `?${query}` : ''}`}>Try Again</Link>
          </Button>
          <ResultCommonActions />
        </>
      }
    />
  );
}
