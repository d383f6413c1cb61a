import { generateKeyPairSync, randomBytes, randomUUID, type JsonWebKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { oidcKeys } from '../../../db/schema/index.ts';
import { createSecretBox } from '../../../lib/crypto/secret-box.ts';

export interface OidcKeys {
  /** private signing keys (RS256) */
  jwks: { keys: (JsonWebKey & { kid: string; alg: string; use: string })[] };
  /** keys that sign the provider's cookies */
  cookieKeys: string[];
}

const ROW = 'provider-keys';
const PURPOSE = 'oidc-provider-keys';

function generate(): OidcKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    jwks: { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/**
 * The first process to start generates the keys; every later or concurrent one reads the same row
 * (insert-if-absent, then read), so ID tokens and cookies stay valid across restarts and processes.
 */
export async function loadOidcKeys(db: Db, appSecret: string): Promise<OidcKeys> {
  const read = async () => (await db.select().from(oidcKeys).where(eq(oidcKeys.name, ROW)).limit(1))[0];
  let row = await read();
  if (!row) {
    await db
      .insert(oidcKeys)
      .values({ name: ROW, value: createSecretBox(appSecret).encrypt(JSON.stringify(generate()), PURPOSE) })
      .onConflictDoNothing();
    row = await read();
  }
  try {
    return JSON.parse(createSecretBox(appSecret).decrypt(row!.value, PURPOSE)) as OidcKeys;
  } catch {
    throw new Error(
      'The sign-in keys in the database were sealed with another APP_SECRET: restore the previous APP_SECRET (or DATA_DIR/app-secret, the one made when APP_SECRET is unset; a data folder from before it was made used APP_SECRET=dev-only-secret-change-me-0123456789abcdef), or delete the oidc_keys row to start over (every user signs in again).',
    );
  }
}
