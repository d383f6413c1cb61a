import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { documentStages } from '../db/schema/index.ts';
import { deliverDestinationQueue } from './deliver-destination.job.ts';
import type { PipelineJobData } from './pipeline-job-data.ts';
import { finishStage, findStage } from './stage-record.ts';

/**
 * Hands each destination of a document to delivery: its 'out' record becomes pending (a new round:
 * the day of retries starts again) and one job per destination is queued. A destination already
 * sent to for this attempt is never sent again. Used by the deliver stage and by SendDocData.
 */
export async function queueDeliveries(ctx: AppContext, job: PipelineJobData, destinations: string[]): Promise<void> {
  for (const destination of destinations) {
    const existing = await findStage(ctx.db, job, 'deliver', destination);
    if (existing?.status === 'success') continue;
    if (existing) {
      await ctx.db
        .update(documentStages)
        .set({ status: 'pending', errors: [], firstTriedAt: null, nextAttemptAt: null, finishedAt: null })
        .where(and(eq(documentStages.id, existing.id), eq(documentStages.companyId, job.companyId)));
    } else await finishStage(ctx.db, job, 'deliver', 'pending', [], destination);
    await ctx.jobs.send(deliverDestinationQueue, { ...job, destination, tryNumber: 1 });
  }
}
