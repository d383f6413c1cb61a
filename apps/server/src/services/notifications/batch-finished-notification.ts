import type { BatchProgress } from '../documents/batch-progress.ts';
import type { NewNotification } from '../../domain/notifications/create-notification.ts';

export const BATCH_FINISHED_HEADER = 'Upload processed';

const count = (n: number, what: string) => `${n} ${what}`;

/** "Upload processed": how the batch's documents ended, only the outcomes that happened. */
export function batchFinishedNotification(p: BatchProgress): NewNotification {
  const parts = [
    p.delivered && count(p.delivered, 'delivered'),
    p.processed && count(p.processed, 'processed'),
    p.waitingForReview && count(p.waitingForReview, 'waiting for review'),
    p.notDelivered && count(p.notDelivered, 'not delivered'),
    p.notProcessed && count(p.notProcessed, 'not processed'),
  ].filter(Boolean);
  return {
    header: BATCH_FINISHED_HEADER,
    message: [`${p.total} document${p.total === 1 ? '' : 's'} processed: ${parts.join(', ')}.`],
  };
}
