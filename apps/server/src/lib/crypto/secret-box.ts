import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (FTP passwords, OAuth tokens): AES-256-GCM under a key derived from
 * config.appSecret with HKDF-SHA256. Output: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 * `purpose` is bound as associated data, so a secret cannot be moved to another use.
 */
export interface SecretBox {
  encrypt(plain: string, purpose: string): string;
  decrypt(sealed: string, purpose: string): string;
}

const VERSION = 'v1';

export function deriveSecretKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'paperbridge', 'secret-box v1 aes-256-gcm', 32));
}

export function createSecretBox(appSecret: string): SecretBox {
  const key = deriveSecretKey(appSecret);
  return {
    encrypt(plain, purpose) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        data.toString('base64url'),
      ].join('.');
    },
    decrypt(sealed, purpose) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
