import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import type { MailMessage } from '../connectors/mail/mail.adapter.ts';
import { createSecretBox } from '../services/crypto/secret-box.ts';
import { defineJob } from './job-definition.ts';

/** The body travels sealed (AES-256-GCM, app secret), bound to its recipient: a job row never shows a link or a token. */
const purpose = (to: string) => `send-email:${to.toLowerCase()}`;
const sealedBody = z.object({ text: z.string(), html: z.string().optional() });

export const sendEmailJob = defineJob({
  name: 'send-email',
  schema: z.object({
    to: z.email(),
    subject: z.string(),
    template: z.string().optional(),
    companyId: z.string().uuid().nullable().optional(),
    /** `{ text, html }` sealed by queueEmail */
    sealed: z.string(),
  }),
  retryLimit: 5,
  async handler(ctx, data) {
    const { sealed, ...rest } = data;
    const body = sealedBody.parse(JSON.parse(createSecretBox(ctx.config.appSecret).decrypt(sealed, purpose(data.to))));
    await ctx.mail.send({ ...rest, ...body });
    return { status: 'success' };
  },
});

/** Queues an e-mail for the workers; its body (links, tokens) is sealed in the job's payload. */
export async function queueEmail(ctx: AppContext, message: MailMessage): Promise<void> {
  const { text, html, ...rest } = message;
  const sealed = createSecretBox(ctx.config.appSecret).encrypt(JSON.stringify({ text, html }), purpose(message.to));
  await ctx.jobs.send(sendEmailJob, { ...rest, sealed });
}
