/**
 * A local fake of the Converge endpoints the portal calls, for tests (and for trying the
 * Converge flow without an account): a node http server on a random port.
 *
 * - POST /hosted-payments/transaction_token (form): checks the credentials, ssl_transaction_type
 *   ccsale and a two-decimal ssl_amount; answers a token as plain text.
 * - GET /hosted-payments?ssl_txn_auth_token=…: a bare hosted page with Approve and Decline
 *   buttons (POST /hosted-payments/pay), which redirect like Converge's REDG receipt link.
 * - POST /VirtualMerchantDemo/processxml.do and /VirtualMerchant/processxml.do (form field
 *   xmldata): `txnquery` by ssl_txn_id, answered as <txnlist>.
 *
 * Tests drive the cardholder with `pay(token, outcome)`, which answers the return URL the
 * browser would be sent to, and rewrite the processor's record with `setTransaction`.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeXml, flatFields } from '../converge/converge-xml';
import type { ConvergeSettings } from '../payments-options';

export interface FakeConverge {
  url: string;
  settings: ConvergeSettings;
  /** Every transaction token request's form fields, oldest first. */
  tokenRequests: Record<string, string>[];
  /** Every XML request's fields, oldest first. */
  xmlRequests: Record<string, string>[];
  /** The cardholder pays on the hosted page: the transaction is stored; answers the return URL. */
  pay(token: string, outcome?: 'approve' | 'decline' | 'insufficient'): string;
  /** The processor's record of a transaction (undefined when unknown). */
  transaction(txnId: string): Record<string, string> | undefined;
  setTransaction(txnId: string, fields: Record<string, string>): void;
  /** While down, every endpoint answers 503. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

interface Pending {
  fields: Record<string, string>;
  used: boolean;
}

const DEFAULT_SETTINGS = { merchantId: '0022334', userId: 'apiuser42', pin: 'FAKEPIN123456' };

async function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

export async function startFakeConverge(
  credentials: Omit<ConvergeSettings, 'url'> = DEFAULT_SETTINGS,
): Promise<FakeConverge> {
  const tokens = new Map<string, Pending>();
  const transactions = new Map<string, Record<string, string>>();
  const tokenRequests: Record<string, string>[] = [];
  const xmlRequests: Record<string, string>[] = [];
  let down = false;

  const authorized = (f: Record<string, string>) =>
    f.ssl_merchant_id === credentials.merchantId &&
    f.ssl_user_id === credentials.userId &&
    f.ssl_pin === credentials.pin;

  function pay(token: string, outcome: 'approve' | 'decline' | 'insufficient' = 'approve') {
    const pending = tokens.get(token);
    if (!pending || pending.used) throw new Error('fake Converge: unknown or used token');
    pending.used = true;
    const approved = outcome === 'approve';
    const txn: Record<string, string> = {
      ssl_txn_id: `${randomBytes(4).toString('hex').toUpperCase()}-${randomUUID().toUpperCase()}`,
      ssl_trans_status: approved ? 'STL' : 'DEC',
      ssl_transaction_type: 'SALE',
      ssl_amount: pending.fields.ssl_amount!,
      ssl_invoice_number: pending.fields.ssl_invoice_number ?? '',
      ssl_result: approved ? '0' : '1',
      ssl_result_message: approved
        ? 'APPROVAL'
        : outcome === 'insufficient'
          ? 'INSUFFICIENT FUNDS'
          : 'DECLINED',
      ssl_approval_code: approved ? String(randomInt(100000, 1000000)) : '',
      ssl_issuer_response: approved ? '00' : outcome === 'insufficient' ? '51' : '05',
      ssl_card_number: '40**********0002',
    };
    transactions.set(txn.ssl_txn_id!, txn);
    const back = new URL(pending.fields.ssl_receipt_link_url!);
    for (const key of [
      'ssl_result',
      'ssl_result_message',
      'ssl_txn_id',
      'ssl_approval_code',
      'ssl_amount',
      'ssl_invoice_number',
      'ssl_card_number',
    ])
      back.searchParams.set(key, txn[key]!);
    return back.toString();
  }

  function txnquery(f: Record<string, string>): string {
    if (!authorized(f))
      return '<txn><errorCode>4025</errorCode><errorName>Invalid Credentials</errorName><errorMessage>The credentials supplied in the authorization request are invalid.</errorMessage></txn>';
    const txn = f.ssl_txn_id ? transactions.get(f.ssl_txn_id) : undefined;
    if (!txn) return '<txnlist><ssl_txn_count>0</ssl_txn_count></txnlist>';
    const fields = Object.entries(txn)
      .map(([k, v]) => `<${k}>${escapeXml(v)}</${k}>`)
      .join('');
    return `<txnlist><ssl_txn_count>1</ssl_txn_count><txn>${fields}</txn></txnlist>`;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (down) return send(res, 503, 'text/plain', 'Service unavailable');
      if (req.method === 'POST' && url.pathname === '/hosted-payments/transaction_token') {
        const f = Object.fromEntries(await readBody(req));
        tokenRequests.push(f);
        if (!authorized(f)) return send(res, 401, 'text/plain', 'Invalid credentials');
        if (f.ssl_transaction_type !== 'ccsale' || !/^\d+\.\d{2}$/.test(f.ssl_amount ?? ''))
          return send(res, 400, 'text/plain', 'Invalid request');
        const token = randomBytes(24).toString('base64');
        tokens.set(token, { fields: f, used: false });
        return send(res, 200, 'text/plain', token);
      }
      if (req.method === 'GET' && url.pathname === '/hosted-payments') {
        const token = url.searchParams.get('ssl_txn_auth_token') ?? '';
        const pending = tokens.get(token);
        if (!pending || pending.used) return send(res, 400, 'text/html', '<p>Invalid token</p>');
        const button = (outcome: string, label: string) =>
          `<form method="post" action="/hosted-payments/pay"><input type="hidden" name="token" value="${escapeXml(token)}"><input type="hidden" name="outcome" value="${outcome}"><button>${label}</button></form>`;
        return send(
          res,
          200,
          'text/html',
          `<!doctype html><title>Fake Converge</title><h1>Pay $${pending.fields.ssl_amount}</h1>${button('approve', 'Approve')}${button('decline', 'Decline')}`,
        );
      }
      if (req.method === 'POST' && url.pathname === '/hosted-payments/pay') {
        const f = await readBody(req);
        const outcome = f.get('outcome') === 'decline' ? 'decline' : 'approve';
        res.writeHead(303, { location: pay(f.get('token') ?? '', outcome) });
        return res.end();
      }
      if (
        req.method === 'POST' &&
        /^\/VirtualMerchant(Demo)?\/processxml\.do$/.test(url.pathname)
      ) {
        const f = flatFields((await readBody(req)).get('xmldata') ?? '');
        xmlRequests.push(f);
        if (f.ssl_transaction_type !== 'txnquery')
          return send(
            res,
            200,
            'application/xml',
            '<txn><errorCode>5000</errorCode><errorName>Unsupported</errorName></txn>',
          );
        return send(res, 200, 'application/xml', txnquery(f));
      }
      send(res, 404, 'text/plain', 'Not found');
    })().catch((err: unknown) => send(res, 500, 'text/plain', String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    settings: { ...credentials, url },
    tokenRequests,
    xmlRequests,
    pay,
    transaction: (id) => transactions.get(id),
    setTransaction: (id, fields) => transactions.set(id, { ...transactions.get(id), ...fields }),
    setDown: (value) => {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
