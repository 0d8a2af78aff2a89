import type { Context } from 'koa';
import { AppError } from '../../../http/errors';

/**
 * The fields of a form-encoded POST. The app's body parser reads JSON only (it leaves other
 * bodies unread), so the hosted card form is read here, within a small limit.
 */
export async function readFormBody(ctx: Context, limitBytes = 8 * 1024): Promise<URLSearchParams> {
  if (!ctx.is('application/x-www-form-urlencoded')) return new URLSearchParams();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw new AppError(413, 'Request body is too large', 'too_large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
