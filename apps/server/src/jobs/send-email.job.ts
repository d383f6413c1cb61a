import { z } from 'zod';
import { defineJob } from './job-definition.ts';

export const sendEmailJob = defineJob({
  name: 'send-email',
  schema: z.object({
    to: z.email(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
    companyId: z.string().uuid().nullable().optional(),
  }),
  retryLimit: 5,
  async handler(ctx, data) {
    await ctx.mail.send(data);
    return { status: 'success' };
  },
});
