import { defineJob } from '../context/job-definition.ts';
import { openEmailBody } from '../jobs/queue-email.ts';

/** Sends an e-mail queued by queueEmail, its sealed body opened only here. */
export const sendEmailJob = defineJob({
  name: 'send-email',
  async handler(ctx, data) {
    const { sealed, ...rest } = data;
    await ctx.mail.send({ ...rest, ...openEmailBody(ctx.config.appSecret, data.to, sealed) });
    return { status: 'success' };
  },
});
