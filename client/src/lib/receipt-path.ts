/** The receipt page of a payment (features/pulse/payments/receipt-page.tsx), linked from several screens. */
export const receiptPath = (paymentId: number) => `/pulse/payments/${paymentId}/receipt`;
