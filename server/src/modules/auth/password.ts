/**
 * Password hashes: scrypt at OWASP's current parameters (N=2^17, r=8, p=1), a 16-byte salt per
 * password, stored as `scrypt$N$r$p$salt$hash` (base64). A hash made with other parameters still
 * verifies with its own, and `needsRehash` tells sign-in to store a new one (auth.service.ts).
 *
 * One derivation takes 128 MiB (128·N·r bytes) and most of a second of one core, on libuv's
 * thread pool, which also serves file and compression work; at most `MAX_PARALLEL` run at once
 * and the others wait their turn, so a burst of sign-ins holds at most 256 MiB and leaves threads
 * for the rest of the server.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 };

/** The largest cost a stored hash may ask for (a hash is data; it must not exhaust memory). */
const MAX_N = 2 ** 20;
const MAX_PARALLEL = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  while (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      const { N, r, p, keyLength } = params;
      // scrypt needs 128·N·r bytes; Node's default ceiling is 32 MiB.
      const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 };
      scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) =>
        err ? reject(err) : resolve(key),
      );
    });
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export async function hashPassword(password: string, params = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

interface Stored {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string | null | undefined): Stored | null {
  const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p), keyLength: 0 };
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const power = Number.isInteger(params.N) && params.N > 1 && (params.N & (params.N - 1)) === 0;
  if (!power || params.N > MAX_N || !(params.r >= 1 && params.r <= 32) || params.p !== 1)
    return null;
  const key = Buffer.from(hash, 'base64');
  if (key.length < 16 || key.length > 128) return null;
  return {
    params: { ...params, keyLength: key.length },
    salt: Buffer.from(salt, 'base64'),
    hash: key,
  };
}

/** Compared against when there is no usable hash (unknown email, account without a password). */
const dummy = (params: ScryptParams): Stored => ({
  params,
  salt: Buffer.alloc(16),
  hash: Buffer.alloc(params.keyLength),
});

/**
 * Whether `password` matches `stored`. Exactly one derivation runs whatever `stored` is (a hash,
 * an empty or unreadable value, nothing), so an unknown or disabled account costs the same time
 * as a wrong password: one at today's parameters (`current`) when there is no usable hash.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  current = SCRYPT_PARAMS,
): Promise<boolean> {
  const parsed = parseHash(stored);
  const target = parsed ?? dummy(current);
  const key = await derive(password, target.salt, target.params);
  return timingSafeEqual(key, target.hash) && parsed !== null;
}

/** A hash made with parameters other than today's (`current`): sign-in stores a new one. */
export function needsRehash(stored: string, current = SCRYPT_PARAMS): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p, keyLength } = parsed.params;
  return N !== current.N || r !== current.r || p !== current.p || keyLength !== current.keyLength;
}
