import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's Password Storage Cheat Sheet parameters (m = 19 MiB, t = 2, p = 1).
 * The encoded hash (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`) carries its own salt and parameters.
 */
export const ARGON2_PARAMS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const normalize = (password: string) => password.normalize('NFKC');

export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(normalize(password), ARGON2_PARAMS);
}

/** Constant-time comparison; a malformed stored hash simply does not match. Older scrypt hashes still verify. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  if (!stored.startsWith('$argon2id$')) return false;
  try {
    return await argon2.verify(stored, normalize(password));
  } catch {
    return false;
  }
}

/** True for a hash made before argon2id (scrypt) or with weaker parameters: replaced at the next successful login. */
export function passwordNeedsRehash(stored: string): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    return argon2.needsRehash(stored, ARGON2_PARAMS);
  } catch {
    return true;
  }
}

/** Spent on unknown e-mails so a wrong address takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
}

/** The former scheme, `scrypt$N$r$p$salt$hash` (base64url): verified only, never written. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const opts: ScryptOptions = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  const actual = await new Promise<Buffer>((resolve, reject) => {
    scrypt(normalize(password), Buffer.from(salt, 'base64url'), expected.length, opts, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  }).catch(() => null);
  return actual !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
