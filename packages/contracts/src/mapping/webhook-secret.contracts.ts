import { z } from 'zod';

/** POST /api/Admin/Map/GetWebhookSecret and RotateWebhookSecret (beyond the spec): the mapping's webhook signing secret. */
export const webhookSecretRequestSchema = z.object({ cnId: z.uuid() });
export type WebhookSecretRequest = z.infer<typeof webhookSecretRequestSchema>;

export const webhookSecretSchema = z.object({
  cnId: z.uuid(),
  /** Standard Webhooks secret, `whsec_` + base64 */
  secret: z.string(),
  /** after a rotation the previous secret also signs until then */
  previousValidUntil: z.iso.datetime().nullable(),
});
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

export const WEBHOOK_SECRET_MSG = {
  noWebhook: 'This mapping has no webhook destination. Save it with a webhook URL first.',
  rotated: 'A new signing secret is in use. The previous one keeps signing beside it for 24 hours.',
} as const;
