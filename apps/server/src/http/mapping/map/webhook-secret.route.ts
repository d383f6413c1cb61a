import { MAPPING_CALLS, WEBHOOK_SECRET_MSG, webhookSecretRequestSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { getWebhookSecret, rotateMappingWebhookSecret } from '../../../services/delivery/webhook-secret-calls.ts';

/**
 * Beyond the spec: the mapping's webhook signing secret (Standard Webhooks), shown to its company so
 * the receiver can verify `webhook-signature`, and rotated on request. POST, so the secret is never in
 * a URL or an access log line.
 */
export function webhookSecretRoutes(app: AppInstance, ctx: AppContext) {
  app.post(
    MAPPING_CALLS.getWebhookSecret.path,
    { ...icrAccess(ctx), schema: { body: webhookSecretRequestSchema } },
    async (request) => {
      return ok(await getWebhookSecret(ctx, callerOf(request), request.body.cnId));
    },
  );
  app.post(
    MAPPING_CALLS.rotateWebhookSecret.path,
    { ...icrAccess(ctx), schema: { body: webhookSecretRequestSchema } },
    async (request) => {
      return ok(
        await rotateMappingWebhookSecret(ctx, callerOf(request), request.body.cnId),
        WEBHOOK_SECRET_MSG.rotated,
      );
    },
  );
}
