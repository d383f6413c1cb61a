import { eq, and, isNull } from 'drizzle-orm';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { mappings } from '../../db/schema/index.ts';
import { newWebhookSecret } from '../../connectors/webhook/standard-webhooks.ts';
import { createSecretBox } from '../../lib/crypto/secret-box.ts';

/** After a rotation the old secret still signs (beside the new one) this long, so receivers can switch over. */
export const WEBHOOK_ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

const purpose = (mappingId: string) => `mapping:${mappingId}:webhook-secret`;
const seal = (config: Config, mappingId: string, secret: string) =>
  createSecretBox(config.appSecret).encrypt(secret, purpose(mappingId));
const open = (config: Config, mappingId: string, sealed: string) =>
  createSecretBox(config.appSecret).decrypt(sealed, purpose(mappingId));

type SecretColumns = Pick<
  typeof mappings.$inferSelect,
  'id' | 'webhookSecret' | 'webhookSecretPrevious' | 'webhookSecretRotatedAt'
>;

/** The secrets a message is signed with now: the current one, and the previous one during the overlap. */
export function webhookSigningSecrets(config: Config, m: SecretColumns, now = new Date()): string[] {
  if (!m.webhookSecret) throw new Error(`mapping ${m.id} has no webhook secret`);
  const out = [open(config, m.id, m.webhookSecret)];
  if (
    m.webhookSecretPrevious &&
    m.webhookSecretRotatedAt &&
    now.getTime() - m.webhookSecretRotatedAt.getTime() < WEBHOOK_ROTATION_OVERLAP_MS
  )
    out.push(open(config, m.id, m.webhookSecretPrevious));
  return out;
}

/** The mapping's signing secret, made on first use (mappings saved before webhooks were signed have none). */
export async function ensureWebhookSecret(
  db: Db,
  config: Config,
  m: SecretColumns & { companyId: string },
): Promise<SecretColumns> {
  if (m.webhookSecret) return m;
  await db
    .update(mappings)
    .set({ webhookSecret: seal(config, m.id, newWebhookSecret()) })
    .where(and(eq(mappings.id, m.id), eq(mappings.companyId, m.companyId), isNull(mappings.webhookSecret)));
  // another worker may have made it first: read what is stored
  const [row] = await db
    .select({
      id: mappings.id,
      webhookSecret: mappings.webhookSecret,
      webhookSecretPrevious: mappings.webhookSecretPrevious,
      webhookSecretRotatedAt: mappings.webhookSecretRotatedAt,
    })
    .from(mappings)
    .where(eq(mappings.id, m.id));
  return row!;
}

/** The current secret in clear, for the user who owns the mapping (shown on the mapping screen). */
export function revealWebhookSecret(config: Config, m: SecretColumns): string | null {
  return m.webhookSecret ? open(config, m.id, m.webhookSecret) : null;
}

/** A new secret; the old one keeps signing beside it for a day. */
export async function rotateWebhookSecret(
  db: Db,
  config: Config,
  m: SecretColumns & { companyId: string },
): Promise<string> {
  const next = newWebhookSecret();
  await db
    .update(mappings)
    .set({
      webhookSecret: seal(config, m.id, next),
      webhookSecretPrevious: m.webhookSecret,
      webhookSecretRotatedAt: new Date(),
    })
    .where(and(eq(mappings.id, m.id), eq(mappings.companyId, m.companyId)));
  return next;
}
