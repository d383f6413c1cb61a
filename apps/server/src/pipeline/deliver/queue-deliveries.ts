import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { documentStages } from '../../db/schema/index.ts';
import { settleDelivery } from './settle-delivery.ts';
import type { PipelineJobData } from '../../context/payloads/pipeline-job-data.ts';
import { finishStage, findStage } from '../stage-record.ts';

/**
 * Hands each destination of a document to delivery. A destination already sent to for this attempt
 * is never sent again. Two ways (issue 24 point 3):
 * - `again` (SendDocData, a Process Log retry): a person asks, so a destination that failed or waits
 *   for its next try becomes pending again (a new round: the day of retries starts again) and is queued.
 * - `resume` (the deliver stage, run again after a crash or by the sweeper): only what was never
 *   handed on is queued (no record yet, or a record still pending its first try, whose job may have
 *   been lost); a destination that failed for good or is being retried on its schedule is left alone.
 * Either way the document is settled afterwards, so one whose destinations all succeeded is marked
 * delivered even when nothing was left to queue (a retried stage used to leave it 'delivering').
 */
export async function queueDeliveries(
  ctx: AppContext,
  job: PipelineJobData,
  destinations: string[],
  mode: 'again' | 'resume' = 'again',
): Promise<void> {
  for (const destination of destinations) {
    const existing = await findStage(ctx.db, job, 'deliver', destination);
    if (existing?.status === 'success') continue;
    if (mode === 'resume' && existing && !(existing.status === 'pending' && existing.firstTriedAt === null)) continue;
    if (existing && mode === 'again') {
      await ctx.db
        .update(documentStages)
        .set({ status: 'pending', errors: [], firstTriedAt: null, nextAttemptAt: null, finishedAt: null })
        .where(and(eq(documentStages.id, existing.id), eq(documentStages.companyId, job.companyId)));
    } else if (!existing) await finishStage(ctx.db, job, 'deliver', 'pending', [], destination);
    // the queue's key makes this a no-op while the first try's job is still waiting or running
    await ctx.jobs.send('deliver-destination', { ...job, destination, tryNumber: 1 });
  }
  await settleDelivery(ctx, job);
}
