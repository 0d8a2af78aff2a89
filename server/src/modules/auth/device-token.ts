/**
 * A device that has signed in before (sign-in-throttle.ts): each successful sign-in gives the
 * browser a device token, a random device id with the time it was issued, signed (HMAC-SHA256)
 * with a key derived from the server's secret (JWT_SECRET), so every server process reads it and
 * nobody can make one without a correct password. It travels in an HttpOnly cookie sent only to
 * /api/auth (page scripts never see it), `SameSite=Strict`, `Secure` over https. It is valid for
 * 90 days and renewed, keeping its id, at each sign-in; signing out leaves it, since it names
 * the device and not a person. It opens nothing by itself: it only lets a correct password
 * through while unknown callers are slowed.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';

const DEVICE_COOKIE = 'rentline_device';
const LIFETIME_SECONDS = 90 * 24 * 3600;

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`rentline sign-in device:${payload}`).digest('base64url');

function issueDeviceToken(secret: string, deviceId: string = randomUUID()): string {
  const payload = `${deviceId}.${Math.floor(Date.now() / 1000)}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The device id of a genuine token still within its 90 days; null for anything else. */
function readDeviceToken(secret: string, token: string | undefined): string | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const [, deviceId, issued, signature] = match;
  const expected = Buffer.from(mac(secret, `${deviceId}.${issued}`));
  if (!timingSafeEqual(Buffer.from(signature!), expected)) return null;
  const age = Date.now() / 1000 - Number(issued);
  return age >= 0 && age <= LIFETIME_SECONDS ? deviceId! : null;
}

/** Gives the device its token (a new one, or its own renewed) after a successful sign-in. */
export function rememberDevice(ctx: Context, secret: string, deviceId: string | null): void {
  ctx.cookies.set(DEVICE_COOKIE, issueDeviceToken(secret, deviceId ?? undefined), {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api/auth',
    maxAge: LIFETIME_SECONDS * 1000,
    secure: ctx.secure,
    overwrite: true,
  });
}

export const deviceOf = (ctx: Context, secret: string) =>
  readDeviceToken(secret, ctx.cookies.get(DEVICE_COOKIE));
