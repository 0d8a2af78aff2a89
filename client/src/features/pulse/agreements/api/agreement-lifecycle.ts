/**
 * The agreement lifecycle (sync-protocol agreement-lifecycle.ts), online-only: activate and pay
 * off take money and carry the attempt's Idempotency-Key; return, reinstate, charge off and
 * cancel are plain POSTs; Edit Agreement is a PATCH of the agreement. Each refreshes every Pulse read (balances, statuses, lists).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  agreementEventsResponseSchema,
  agreementLifecycleAnswerSchema,
  payoffQuoteSchema,
  type agreementActivateSchema,
  type agreementCancelSchema,
  type agreementChargeOffSchema,
  type agreementEditSchema,
  type agreementPayoffSchema,
  type agreementReturnSchema,
} from '@rentline/sync-protocol/wire';
import type { ApprovalAsk } from '@/api/approval-broker';
import { apiFetch } from '@/api/http';
import { idempotencyHeader } from '@/api/idempotency';
import { invalidatePulse } from '@/api/query-keys';
import { agreementKeys } from './agreement-keys';

export type LifecycleStep =
  | { step: 'activate'; input: z.input<typeof agreementActivateSchema>; key: string }
  | { step: 'payoff'; input: z.input<typeof agreementPayoffSchema>; key: string }
  | { step: 'return'; input: z.input<typeof agreementReturnSchema> }
  | { step: 'charge-off'; input: z.input<typeof agreementChargeOffSchema> }
  | { step: 'cancel'; input: z.input<typeof agreementCancelSchema> }
  | { step: 'reinstate' }
  | { step: 'edit'; input: z.input<typeof agreementEditSchema> };

/** Edit Agreement's terms that set the price: a manager's (roles.ts `agreement.price`). */
export const PRICE_TERMS = [
  'rentalTerm',
  'totalCost',
  'sacPrice',
  'sacPeriod',
  'earlyPurchaseDiscount',
] as const;

export const changesPrice = (input: Record<string, unknown>) =>
  PRICE_TERMS.some((term) => input[term] !== undefined);

/** The permission a step needs beyond writing agreements, for a manager's approval. */
function approvalFor(agreementId: number, step: LifecycleStep): ApprovalAsk | undefined {
  if (step.step === 'charge-off') return { action: 'agreement.charge_off', recordId: agreementId };
  if (step.step === 'edit' && changesPrice(step.input)) {
    return { action: 'agreement.price', recordId: agreementId };
  }
  return undefined;
}

export const takeStep = (agreementId: number, step: LifecycleStep) =>
  apiFetch(
    step.step === 'edit' ? `/agreements/${agreementId}` : `/agreements/${agreementId}/${step.step}`,
    {
      method: step.step === 'edit' ? 'PATCH' : 'POST',
      json: 'input' in step ? step.input : {},
      headers: 'key' in step ? idempotencyHeader(step.key) : undefined,
      schema: agreementLifecycleAnswerSchema,
      approval: approvalFor(agreementId, step),
    },
  );

export function useLifecycleStep(agreementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: LifecycleStep) => takeStep(agreementId, step),
    // Not awaited: the step's own callbacks (close, toast) come first, the refreshed figures after.
    onSettled: () => {
      void invalidatePulse(queryClient);
    },
  });
}

export const payoffQuoteQuery = (agreementId: number, enabled: boolean) =>
  queryOptions({
    queryKey: agreementKeys.payoffQuote(agreementId),
    queryFn: ({ signal }) =>
      apiFetch(`/agreements/${agreementId}/payoff-quote`, { schema: payoffQuoteSchema, signal }),
    enabled,
    staleTime: 0,
  });

export const usePayoffQuote = (agreementId: number, enabled: boolean) =>
  useQuery(payoffQuoteQuery(agreementId, enabled));

export const useAgreementEvents = (agreementId: number) =>
  useQuery({
    queryKey: agreementKeys.events(agreementId),
    queryFn: ({ signal }) =>
      apiFetch(`/agreements/${agreementId}/events`, {
        schema: agreementEventsResponseSchema,
        signal,
      }),
    enabled: Number.isInteger(agreementId) && agreementId > 0,
  });
