import { defineJob } from '../context/job-definition.ts';
import { processInboundEmail } from '../services/email-source/process-inbound-email.ts';

/**
 * A message the SMTP receiver kept (docs/email-source.md): its attachments become documents.
 * Refusals are handled outcomes (recorded and notified); an attachment that could not be stored
 * or submitted for another reason fails the job, and pg-boss retries it (taken items are skipped).
 */
export const receiveEmailJob = defineJob({
  name: 'receive-email',
  async handler(ctx, data) {
    const outcome = await processInboundEmail(ctx, data);
    ctx.log.info(
      {
        rawKey: data.rawKey,
        mappingId: data.mappingId,
        taken: outcome.taken.length,
        refused: outcome.refused,
        errors: outcome.errors,
      },
      `receive-email: ${outcome.status}`,
    );
    if (outcome.status === 'failed')
      return { status: 'failed', error: outcome.errors.map((e) => `${e.ref}: ${e.message}`).join('; ') };
    return { status: outcome.status };
  },
});
