/**
 * The two Converge calls the portal makes, server to server:
 *
 * - `requestTransactionToken`: POST {CONVERGE_URL}/hosted-payments/transaction_token (form
 *   fields ssl_merchant_id, ssl_user_id, ssl_pin, ssl_transaction_type, ssl_amount, …); the
 *   answer is the token as plain text, and the browser is sent to
 *   {CONVERGE_URL}/hosted-payments?ssl_txn_auth_token={token}.
 * - `queryTransaction`: a `txnquery` by ssl_txn_id through the XML API
 *   ({CONVERGE_URL}/VirtualMerchantDemo/processxml.do on the demo host, /VirtualMerchant/ otherwise).
 */
import type { ConvergeSettings } from '../payments-options';
import { txnElements, txnXml } from './converge-xml';

export class ConvergeError extends Error {
  override readonly name = 'ConvergeError';
}

const base = (s: ConvergeSettings) => s.url.replace(/\/+$/, '');
const credentials = (s: ConvergeSettings) => ({
  ssl_merchant_id: s.merchantId,
  ssl_user_id: s.userId,
  ssl_pin: s.pin,
});

export const hostedPaymentsUrl = (s: ConvergeSettings, token: string) =>
  `${base(s)}/hosted-payments?ssl_txn_auth_token=${encodeURIComponent(token)}`;

export function xmlEndpoint(s: ConvergeSettings): string {
  const demo = /(^|\.)demo\./i.test(new URL(s.url).hostname);
  return `${base(s)}/${demo ? 'VirtualMerchantDemo' : 'VirtualMerchant'}/processxml.do`;
}

async function post(url: string, form: Record<string, string>, timeoutMs: number) {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/plain, application/xml',
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new ConvergeError(`Converge could not be reached: ${(err as Error).message}`);
  }
  const text = await res.text();
  if (!res.ok) throw new ConvergeError(`Converge answered ${res.status}`);
  return text;
}

/** A hosted payments token for a sale; `fields` adds ssl_amount, return URLs and so on. */
export async function requestTransactionToken(
  s: ConvergeSettings,
  fields: Record<string, string>,
  timeoutMs: number,
): Promise<string> {
  const text = (
    await post(
      `${base(s)}/hosted-payments/transaction_token`,
      { ...credentials(s), ssl_transaction_type: 'ccsale', ...fields },
      timeoutMs,
    )
  ).trim();
  // A token is one opaque word; anything else (an error page, a message) is a refusal.
  if (!/^[\w+/=%.-]{8,512}$/.test(text))
    throw new ConvergeError('Converge refused the token request');
  return text;
}

/** The processor's record of a transaction, or null when it knows no such transaction. */
export async function queryTransaction(
  s: ConvergeSettings,
  txnId: string,
  timeoutMs: number,
): Promise<Record<string, string> | null> {
  const xml = await post(
    xmlEndpoint(s),
    { xmldata: txnXml({ ...credentials(s), ssl_transaction_type: 'txnquery', ssl_txn_id: txnId }) },
    timeoutMs,
  );
  const elements = txnElements(xml);
  const error = elements.find((e) => e.errorCode);
  if (error) throw new ConvergeError(`Converge error ${error.errorCode}: ${error.errorName ?? ''}`);
  return elements.find((e) => e.ssl_txn_id === txnId) ?? null;
}
