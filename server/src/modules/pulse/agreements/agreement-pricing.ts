/**
 * Agreement pricing (SPEC.md section 9) lives in sync-protocol (agreement-pricing.ts) so the
 * New agreement screen prints the same figures the server stores; the rules are described there.
 */
export {
  currentEarlyPurchasePrice,
  installmentDueDate,
  installments,
  priceAgreement,
} from '@rentline/sync-protocol';
