import type { AppContext } from '../context/app-context.ts';
import type { QueueData } from '../context/queues.ts';
import { hashedJobId } from './hashed-job-id.ts';

/** the first check of a batch, 15 s after it started (job-handlers/watch-upload-batch.job.ts doubles the wait after it) */
export const FIRST_MS = 15_000;

/** Starts watching a batch (idempotent per batch). */
export async function watchUploadBatch(ctx: AppContext, companyId: string, batch: string): Promise<void> {
  // `since` bounds the query to the batch's days; an hour earlier covers files uploaded before processing began
  const since = new Date(Date.now() - 60 * 60_000);
  since.setUTCMinutes(0, 0, 0);
  await queueBatchCheck(ctx, { companyId, batch, since: since.toISOString(), check: 0 }, FIRST_MS);
}

/** Queues one check of the chain. */
export async function queueBatchCheck(
  ctx: AppContext,
  data: QueueData<'watch-upload-batch'>,
  waitMs: number,
): Promise<void> {
  await ctx.jobs.send('watch-upload-batch', data, {
    id: checkId(data.companyId, data.batch, data.check),
    startAfter: new Date(Date.now() + waitMs),
  });
}

/** A UUID (version 5 layout) from the batch and the check's number. */
function checkId(companyId: string, batch: string, check: number): string {
  return hashedJobId(`watch-upload-batch:${companyId}:${batch}:${check}`);
}
