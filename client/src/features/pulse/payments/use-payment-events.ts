/**
 * A payment finishes in its own window: its result page tells the portal's other windows, which
 * read their Pulse figures again (recent payments, balances, exceptions).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_EVENTS_CHANNEL } from '@rentline/sync-protocol/rules';
import { invalidatePulse } from '@/api/query-keys';

const channel = () =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(PAYMENT_EVENTS_CHANNEL);

export function announcePaymentFinished(approved: boolean): void {
  const ch = channel();
  ch?.postMessage({ type: 'payment-finished', approved });
  ch?.close();
}

export function usePaymentFinishedRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const ch = channel();
    if (!ch) return;
    ch.onmessage = () => void invalidatePulse(queryClient);
    return () => ch.close();
  }, [queryClient]);
}
