import { z } from 'zod';
import type { AppContext } from '../context/app-context.ts';
import type { MailMessage } from '../connectors/mail/mail.adapter.ts';
import { createSecretBox } from '../lib/crypto/secret-box.ts';

/** The body travels sealed (AES-256-GCM, app secret), bound to its recipient: a job row never shows a link or a token. */
const purpose = (to: string) => `send-email:${to.toLowerCase()}`;
const sealedBody = z.object({ text: z.string(), html: z.string().optional() });

/** Queues an e-mail for the workers ('send-email'); its body (links, tokens) is sealed in the job's payload. */
export async function queueEmail(ctx: AppContext, message: MailMessage): Promise<void> {
  const { text, html, ...rest } = message;
  const sealed = createSecretBox(ctx.config.appSecret).encrypt(JSON.stringify({ text, html }), purpose(message.to));
  await ctx.jobs.send('send-email', { ...rest, sealed });
}

/** The body queueEmail sealed for this recipient. */
export function openEmailBody(appSecret: string, to: string, sealed: string): { text: string; html?: string } {
  return sealedBody.parse(JSON.parse(createSecretBox(appSecret).decrypt(sealed, purpose(to))));
}
