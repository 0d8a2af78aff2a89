import type { ScryptParams } from '../modules/auth/password';

/**
 * Password hashes for tests that only need someone signed in: scrypt at N=2^10 takes about a
 * millisecond where the server's N=2^17 takes most of a second of a core (about 150 sign-ins
 * made a minute and a half of CPU in `npm run test:fast`). Test servers hash and check with these
 * unless told otherwise; the tests of passwords themselves (auth.test.ts) use the server's.
 */
export const TEST_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1, keyLength: 64 };
