/**
 * The New agreement form's state: values, field messages, pricing for the disclosures (with
 * the chosen customer's on-time history), and submit (SPEC.md sections 5 and 8).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { priceAgreement } from '@rentline/sync-protocol/rules';
import { TOASTS, VALIDATION } from '@rentline/sync-protocol/texts';
import { errorBodySchema } from '@rentline/sync-protocol/wire';
import { ApiError, requestIdOf } from '@/api/http';
import { notify } from '@/ui/toaster';
import { storeToday } from '@/lib/store-time';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { useCreateAgreement } from '../api/create-agreement';
import { useCustomerOnTimeShare } from '../api/get-customer-on-time-share';
import { useCustomerOptions } from '../api/get-customer-options';
import {
  checkAgreementForm,
  initialAgreementForm,
  pricingInputOf,
  totalAfterDiscount,
  withProposedPricing,
  type AgreementFormValues,
} from './agreement-form-model';

/** The server's message for a failed create, or SPEC's fallback. */
function failureMessage(error: Error): { message: string; fields: Record<string, string> } {
  const body = error instanceof ApiError ? errorBodySchema.safeParse(error.body) : null;
  if (body?.success) return { message: body.data.error, fields: body.data.fields ?? {} };
  return { message: TOASTS.agreementCreateFailed, fields: {} };
}

export function useAgreementForm() {
  const navigate = useNavigate();
  const timeZone = useStoreTimeZone();
  const today = storeToday(timeZone);
  const [values, setValues] = useState(initialAgreementForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const customers = useCustomerOptions();
  const create = useCreateAgreement();

  const customerId = values.whoIsThisFor ? Number(values.whoIsThisFor) : null;
  const customer = customers.data?.find((c) => c.customer_id === customerId);
  const history = useCustomerOnTimeShare(customerId, (customer?.total_agreements ?? 0) > 0);
  const onTimeShare = customerId === null ? null : history.data;
  const pricingInput = pricingInputOf(values);
  const pricing = pricingInput ? priceAgreement(pricingInput, onTimeShare ?? null, today) : null;

  const set = <K extends keyof AgreementFormValues>(key: K, value: AgreementFormValues[K]) => {
    setValues((v) => {
      const next = { ...v, [key]: value };
      return key === 'selectedProperty' || key === 'rentalTerm' ? withProposedPricing(next) : next;
    });
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = () => {
    if (create.isPending) return;
    if (!values.legalAcknowledgment) {
      setErrors((e) => ({ ...e, legalAcknowledgment: VALIDATION.acknowledgeAgreement }));
      return;
    }
    const check = checkAgreementForm(values, today);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setServerError(null);
    create.mutate(
      { input: check.body, today },
      {
        // The new agreement opens, to be activated at delivery (issue 48 point 7).
        onSuccess: (created) => {
          notify.success(TOASTS.agreementCreated);
          navigate(`/pulse/agreements/${created.agreement_id}`);
        },
        onError: (error) => {
          const { message, fields } = failureMessage(error);
          notify.error(message, requestIdOf(error));
          setServerError(message);
          setErrors(fields);
        },
      },
    );
  };

  return {
    values,
    set,
    errors,
    serverError,
    submit,
    sending: create.isPending,
    today,
    customers,
    customer,
    onTimeShare:
      customerId === null ? null : history.isPending ? undefined : (history.data ?? null),
    pricing,
    afterDiscount: totalAfterDiscount(pricingInput, today),
  };
}

export type AgreementForm = ReturnType<typeof useAgreementForm>;
