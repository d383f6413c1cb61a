import type { AppContext } from '../../context/app-context.ts';
import { sweepStuckDocuments } from './sweep-stuck-documents.ts';
import { defineJob } from '../../context/job-definition.ts';
import { slotJobId } from '../../jobs/hashed-job-id.ts';

/**
 * Every STUCK_SWEEP_MINUTES: documents stuck between stages after a crash are found and settled,
 * re-queued once or failed with a notification (pipeline/sweep-stuck-documents.ts, docs/pipeline.md).
 * Self-rescheduling like schedule-ftp-polls: each slot has one predictable job id, so however many
 * worker processes start, one sweep runs per slot.
 */
export const sweepStuckDocumentsJob = defineJob({
  name: 'sweep-stuck-documents',
  async handler(ctx) {
    await queueSlot(ctx, 1);
    await sweepStuckDocuments(ctx, new Date());
    return { status: 'success' };
  },
  onWorkersStarted: (ctx) => queueSlot(ctx, 0),
});

async function queueSlot(ctx: AppContext, ahead: 0 | 1): Promise<void> {
  const periodMs = ctx.config.pipeline.stuck.sweepMinutes * 60_000;
  const slot = Math.floor(Date.now() / periodMs) + ahead;
  await ctx.jobs.send(
    'sweep-stuck-documents',
    { slot },
    {
      id: slotJobId(periodMs, slot, 'sweep-stuck-documents'),
      startAfter: ahead ? new Date(slot * periodMs) : new Date(),
    },
  );
}
