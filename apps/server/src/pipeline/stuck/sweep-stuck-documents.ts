import type { AppContext } from '../../context/app-context.ts';
import { findStuckDocuments } from './find-stuck-documents.ts';
import { settleStuckDocument, type SweepOutcome } from './settle-stuck-document.ts';

/** how many stuck documents one sweep settles at most (the next sweep takes the rest, oldest first) */
const PER_SWEEP = 200;

/**
 * One sweep (issue 24 point 3): documents between intake and delivered that nothing moved past their
 * deadline (STUCK_PROCESSING_MINUTES before delivery, STUCK_DELIVERY_MINUTES while being delivered)
 * and that have no job left are settled, re-queued once or failed (settle-stuck-document.ts). One
 * document that cannot be settled is logged and does not stop the others. Answers what was done.
 */
export async function sweepStuckDocuments(ctx: AppContext, now: Date): Promise<Record<SweepOutcome, number>> {
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  const { processingMinutes, deliveryMinutes } = ctx.config.pipeline.stuck;
  const stuck = await findStuckDocuments(
    ctx.db,
    { processing: minutesAgo(processingMinutes), delivery: minutesAgo(deliveryMinutes) },
    PER_SWEEP,
  );
  const counts: Record<SweepOutcome, number> = { none: 0, delivered: 0, review: 0, failed: 0, requeued: 0, moved: 0 };
  for (const doc of stuck) {
    try {
      counts[await settleStuckDocument(ctx, doc, now)]++;
    } catch (err) {
      ctx.log.error({ err, documentId: doc.id }, 'a stuck document could not be settled');
    }
  }
  if (stuck.length) ctx.log.info({ ...counts }, 'stuck documents swept');
  return counts;
}
