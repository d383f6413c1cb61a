import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { batchProgress } from '../services/documents/batch-progress.ts';
import { notify } from '../services/notifications/notify.ts';
import { batchFinishedNotification } from '../services/notifications/batch-finished-notification.ts';
import { defineJob } from './job-definition.ts';
import { hashedJobId } from './hashed-job-id.ts';

/** first look 15 s after the batch started, then doubling to every 5 min; a batch still running after 2 days is let go */
const FIRST_MS = 15_000;
const MAX_MS = 5 * 60_000;
const GIVE_UP_MS = 2 * 24 * 60 * 60_000;

const schema = z.object({ companyId: z.uuid(), batch: z.string().regex(/^uploads\/[0-9a-f-]{36}$/), since: z.iso.datetime(), check: z.number().int().min(0) });
type WatchData = z.infer<typeof schema>;

/**
 * A manual or phone upload batch: once none of its documents is still on its way, the company is told
 * how it ended ("Upload processed", the toast's promised "notification will follow"). A chain of
 * delayed checks, each with an id made from the batch and its number: the first intent of a batch
 * starts it and the others land on the same job, and a retried check never forks the chain.
 */
export const watchUploadBatchJob = defineJob({
  name: 'watch-upload-batch',
  schema,
  async handler(ctx, data) {
    const progress = await batchProgress(ctx.db, data.companyId, data.batch, new Date(data.since));
    if (progress.total > 0 && progress.running === 0) {
      await notify(ctx, data.companyId, batchFinishedNotification(progress));
      return { status: 'success' };
    }
    const wait = Math.min(FIRST_MS * 2 ** (data.check + 1), MAX_MS);
    if (Date.now() + wait - Date.parse(data.since) > GIVE_UP_MS) return { status: 'skipped' };
    await queueCheck(ctx, { ...data, check: data.check + 1 }, wait);
    return { status: 'success' };
  },
});

/** Starts watching a batch (idempotent per batch). */
export async function watchUploadBatch(ctx: AppContext, companyId: string, batch: string): Promise<void> {
  // `since` bounds the query to the batch's days; an hour earlier covers files uploaded before processing began
  const since = new Date(Date.now() - 60 * 60_000);
  since.setUTCMinutes(0, 0, 0);
  await queueCheck(ctx, { companyId, batch, since: since.toISOString(), check: 0 }, FIRST_MS);
}

async function queueCheck(ctx: AppContext, data: WatchData, waitMs: number): Promise<void> {
  await ctx.jobs.send(watchUploadBatchJob, data, { id: checkId(data.companyId, data.batch, data.check), startAfter: new Date(Date.now() + waitMs) });
}

/** A UUID (version 5 layout) from the batch and the check's number. */
function checkId(companyId: string, batch: string, check: number): string {
  return hashedJobId(`watch-upload-batch:${companyId}:${batch}:${check}`);
}
