import { WEBHOOK_SECRET_MSG, type WebhookSecret } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { invalidField } from '../../lib/errors/domain-error.ts';
import { findMapping } from '../mappings/find-mapping.ts';
import {
  ensureWebhookSecret,
  revealWebhookSecret,
  rotateWebhookSecret,
  WEBHOOK_ROTATION_OVERLAP_MS,
} from '../../pipeline/deliver/webhook-secret.ts';

type Stored = Parameters<typeof revealWebhookSecret>[1];

function answer(ctx: AppContext, m: Stored): WebhookSecret {
  const until =
    m.webhookSecretPrevious && m.webhookSecretRotatedAt
      ? new Date(m.webhookSecretRotatedAt.getTime() + WEBHOOK_ROTATION_OVERLAP_MS)
      : null;
  return {
    cnId: m.id,
    secret: revealWebhookSecret(ctx.config, m)!,
    previousValidUntil: until && until.getTime() > Date.now() ? until.toISOString() : null,
  };
}

/** GetWebhookSecret: the secret a receiver verifies with (made now if the mapping never sent a webhook). */
export async function getWebhookSecret(ctx: AppContext, caller: CallerContext, cnId: string): Promise<WebhookSecret> {
  const mapping = await findMapping(ctx.db, caller, cnId, 'cnId');
  if (!mapping.endpoints.webhookEndPoint) throw invalidField('cnId', WEBHOOK_SECRET_MSG.noWebhook);
  return answer(ctx, await ensureWebhookSecret(ctx.db, ctx.config, mapping));
}

/** RotateWebhookSecret: a new secret signs from now; the old one signs beside it for a day so receivers can switch. */
export async function rotateMappingWebhookSecret(
  ctx: AppContext,
  caller: CallerContext,
  cnId: string,
): Promise<WebhookSecret> {
  const mapping = await findMapping(ctx.db, caller, cnId, 'cnId');
  if (!mapping.endpoints.webhookEndPoint) throw invalidField('cnId', WEBHOOK_SECRET_MSG.noWebhook);
  const current = await ensureWebhookSecret(ctx.db, ctx.config, mapping);
  await rotateWebhookSecret(ctx.db, ctx.config, { ...current, companyId: caller.companyId });
  return answer(ctx, await findMapping(ctx.db, caller, cnId, 'cnId'));
}
