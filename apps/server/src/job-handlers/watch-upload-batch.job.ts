import { batchProgress } from '../services/documents/batch-progress.ts';
import { notify } from '../domain/notifications/notify.ts';
import { batchFinishedNotification } from '../services/notifications/batch-finished-notification.ts';
import { defineJob } from '../context/job-definition.ts';
import { FIRST_MS, queueBatchCheck } from '../jobs/watch-upload-batch.ts';

/** after the first look (FIRST_MS) the wait doubles up to every 5 min; a batch still running after 2 days is let go */
const MAX_MS = 5 * 60_000;
const GIVE_UP_MS = 2 * 24 * 60 * 60_000;

/**
 * A manual or phone upload batch: once none of its documents is still on its way, the company is told
 * how it ended ("Upload processed", the toast's promised "notification will follow"). A chain of
 * delayed checks, each with an id made from the batch and its number: the first intent of a batch
 * starts it and the others land on the same job, and a retried check never forks the chain.
 */
export const watchUploadBatchJob = defineJob({
  name: 'watch-upload-batch',
  async handler(ctx, data) {
    const progress = await batchProgress(ctx.db, data.companyId, data.batch, new Date(data.since));
    if (progress.total > 0 && progress.running === 0) {
      await notify(ctx, data.companyId, batchFinishedNotification(progress));
      return { status: 'success' };
    }
    const wait = Math.min(FIRST_MS * 2 ** (data.check + 1), MAX_MS);
    if (Date.now() + wait - Date.parse(data.since) > GIVE_UP_MS) return { status: 'skipped' };
    await queueBatchCheck(ctx, { ...data, check: data.check + 1 }, wait);
    return { status: 'success' };
  },
});
