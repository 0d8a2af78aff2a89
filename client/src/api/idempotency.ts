/**
 * Idempotency keys for money-writing requests (IDEMPOTENCY_KEY_HEADER): one UUID per attempt.
 * An attempt is a set of inputs until the server accepts it: sent again with the same inputs
 * (after a network error, say) it keeps its key, so a payment whose answer was lost is answered
 * again rather than recorded twice; other inputs, or a new attempt after a success, get a new key.
 */
import { useCallback, useRef } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { IDEMPOTENCY_KEY_HEADER } from '@rentline/sync-protocol/rules';

export const idempotencyHeader = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

export function useAttemptKey(): {
  /** The key for these inputs: the attempt's own while they stay the same. */
  keyFor: (inputs: unknown) => string;
  /** The attempt was accepted: the next one gets a new key. */
  done: () => void;
} {
  const attempt = useRef<{ inputs: string; key: string } | null>(null);
  const keyFor = useCallback((inputs: unknown) => {
    const text = JSON.stringify(inputs);
    if (attempt.current?.inputs !== text) attempt.current = { inputs: text, key: uuidv4() };
    return attempt.current.key;
  }, []);
  const done = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, done };
}
