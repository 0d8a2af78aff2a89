import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the SSN at rest. Stored as `v1:<iv>:<tag>:<ciphertext>` (base64 parts).
 * The key comes from ENCRYPTION_KEY or a key file in DATA_DIR (see server/src/secrets.ts).
 */
export interface SsnCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

export function createSsnCipher(key: Buffer): SsnCipher {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        ct.toString('base64'),
      ].join(':');
    },
    decrypt(stored) {
      const [v, iv, tag, ct] = stored.split(':');
      if (v !== 'v1' || !iv || !tag || !ct) throw new Error('Unknown ciphertext format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
