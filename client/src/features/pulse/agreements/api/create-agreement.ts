/**
 * POST /api/agreements: the Lease Purchase Agreement form, priced on the server (the same
 * pricing the form shows). Online only; on success every Pulse read is refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LESSOR_NAME, NEW_AGREEMENT_STATUS } from '@rentline/sync-protocol/rules';
import { agreementCreateResponseSchema, type AgreementCreate } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { invalidatePulse } from '@/api/query-keys';

/** The form adds on submit (SPEC.md section 3): lessor, agreement date, status. */
export const createAgreement = ({ input, today }: { input: AgreementCreate; today: string }) =>
  apiFetch('/agreements', {
    method: 'POST',
    json: {
      ...input,
      lessor: LESSOR_NAME,
      agreementDate: today,
      agreementStatus: NEW_AGREEMENT_STATUS,
    },
    schema: agreementCreateResponseSchema,
  });

export function useCreateAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgreement,
    onSuccess: () => invalidatePulse(queryClient),
  });
}
