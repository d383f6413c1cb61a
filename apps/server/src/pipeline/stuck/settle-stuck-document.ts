import { and, eq, inArray, lte } from 'drizzle-orm';
import { APPROVAL_STATUS, type PipelineStep } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { documentStages, documents } from '../../db/schema/index.ts';
import { notifyDocument } from '../../domain/notifications/notify-document.ts';
import { settleDelivery } from '../deliver/settle-delivery.ts';
import { failDocument } from '../fail-document.ts';
import type { StuckCandidate } from './find-stuck-documents.ts';
import type { PipelineJobData } from '../../context/payloads/pipeline-job-data.ts';
import { stageQueueName } from '../../context/queues.ts';
import { setDocument, stageDocument } from '../stage-document.ts';
import { stuckPoint, type StageFacts } from './stuck-point.ts';
import { hashedJobId } from '../../jobs/hashed-job-id.ts';

export type SweepOutcome = 'none' | 'delivered' | 'review' | 'failed' | 'requeued' | 'moved';

const STEP_TEXT: Record<PipelineStep, string> = {
  intake: 'intake',
  extract: 'extraction',
  map: 'mapping',
  review: 'review',
  deliver: 'delivery',
};
export const STUCK_TEXT = {
  stage: (step: PipelineStep) => `The document stopped at ${STEP_TEXT[step]} and did not go on; reprocess it.`,
  destination: 'Its delivery stopped and did not finish; send it again from the Process Log.',
} as const;

/**
 * One document the sweeper found stuck (issue 24 point 3), settled by what its stage records say:
 * every destination sent → delivered; a decision recorded but not applied (review, failure) →
 * applied; work still possible → the stage (or the unfinished destinations) queued again, once per
 * attempt and stage; stuck again after that → failed with a notification, never left silently.
 * Every change is conditional on the document not having moved since it was read, so a job that
 * wakes up meanwhile wins.
 */
export async function settleStuckDocument(ctx: AppContext, doc: StuckCandidate, now: Date): Promise<SweepOutcome> {
  const job: PipelineJobData = { documentId: doc.id, companyId: doc.companyId, attempt: doc.attempt };
  const records: StageFacts[] = await ctx.db
    .select({
      step: documentStages.step,
      destination: documentStages.destination,
      status: documentStages.status,
      errors: documentStages.errors,
      runs: documentStages.runs,
      nextAttemptAt: documentStages.nextAttemptAt,
    })
    .from(documentStages)
    .where(
      and(
        eq(documentStages.companyId, doc.companyId),
        eq(documentStages.documentId, doc.id),
        eq(documentStages.attempt, doc.attempt),
      ),
    );
  const point = stuckPoint(records, now);
  if (point.kind === 'none') return 'none';
  if (point.kind === 'delivered') {
    await settleDelivery(ctx, job);
    return 'delivered';
  }
  // the document is this sweeper's from here: touched, so its deadline starts again and a second sweeper leaves it
  if (!(await claim(ctx, doc, now))) return 'moved';
  const current = await stageDocument(ctx.db, job);
  if (!current) return 'moved';
  if (point.kind === 'review') {
    await setDocument(ctx.db, job, 'awaiting_review', { approvalStatus: APPROVAL_STATUS.waiting, errorMessage: null });
    await notifyDocument(
      ctx,
      job.companyId,
      'Document waiting for approval',
      current.uniqueReference ?? current.fileName,
      point.reasons.map((r) => r.message).join(' '),
    );
    return 'review';
  }
  if (point.kind === 'failed') {
    await failDocument(ctx, job, current, point.step, point.error);
    return 'failed';
  }
  if (point.kind === 'stage') {
    const id = sweepJobId(job, point.step);
    if (await alreadyRequeued(ctx, [id])) {
      await failDocument(ctx, job, current, point.step, { code: 'stuck', message: STUCK_TEXT.stage(point.step) });
      ctx.log.warn({ documentId: doc.id, step: point.step }, 'stuck document failed after its re-queue');
      return 'failed';
    }
    await ctx.jobs.send(stageQueueName(point.step), job, { id });
    ctx.log.warn({ documentId: doc.id, step: point.step }, 'stuck document: stage queued again');
    return 'requeued';
  }
  const ids = point.records.map((r) => sweepJobId(job, 'deliver', r.destination));
  if (await alreadyRequeued(ctx, ids)) {
    for (const r of point.records) await failDestination(ctx, job, r);
    ctx.log.warn(
      { documentId: doc.id, destinations: point.records.map((r) => r.destination) },
      'stuck delivery failed after its re-queue',
    );
    return 'failed';
  }
  // the same keys as the first send: a receiver that got it before shows it once
  for (const [k, r] of point.records.entries())
    await ctx.jobs.send('deliver-destination', { ...job, destination: r.destination, tryNumber: 1 }, { id: ids[k]! });
  ctx.log.warn(
    { documentId: doc.id, destinations: point.records.map((r) => r.destination) },
    'stuck delivery: destinations queued again',
  );
  return 'requeued';
}

/**
 * Touches the document only if nothing moved it since it was read: the same state, and no change after the one seen
 * (compared to the millisecond: the database keeps microseconds, a JavaScript date does not).
 */
async function claim(ctx: AppContext, doc: StuckCandidate, now: Date): Promise<boolean> {
  const moved = await ctx.db
    .update(documents)
    .set({ updatedAt: now })
    .where(
      and(
        eq(documents.id, doc.id),
        eq(documents.companyId, doc.companyId),
        eq(documents.attempt, doc.attempt),
        eq(documents.status, doc.status),
        lte(documents.updatedAt, new Date(doc.updatedAt.getTime() + 1)),
      ),
    )
    .returning({ id: documents.id });
  return moved.length > 0;
}

/** A destination that stopped again after its re-queue: failed like one that refused, and the company told. */
async function failDestination(ctx: AppContext, job: PipelineJobData, r: StageFacts): Promise<void> {
  const failed = await ctx.db
    .update(documentStages)
    .set({
      status: 'failed',
      errors: [{ code: 'stuck', message: STUCK_TEXT.destination }],
      finishedAt: new Date(),
      nextAttemptAt: null,
    })
    .where(
      and(
        eq(documentStages.companyId, job.companyId),
        eq(documentStages.documentId, job.documentId),
        eq(documentStages.attempt, job.attempt),
        eq(documentStages.step, 'deliver'),
        eq(documentStages.destination, r.destination),
        inArray(documentStages.status, ['pending', 'running']),
      ),
    )
    .returning({ runs: documentStages.runs });
  if (failed.length)
    await settleDelivery(ctx, job, {
      failed: { destination: r.destination, error: STUCK_TEXT.destination, tries: Math.max(1, failed[0]!.runs) },
    });
}

/**
 * The sweeper's re-queue of one stage (or destination) of one attempt has this job id, so the job row
 * itself remembers that the re-queue happened (pg-boss keeps finished jobs for 7 days, far past any deadline).
 */
function sweepJobId(job: PipelineJobData, step: PipelineStep, destination = ''): string {
  return hashedJobId(`sweep:${job.documentId}:${job.attempt}:${step}:${destination}`);
}

async function alreadyRequeued(ctx: AppContext, ids: string[]): Promise<boolean> {
  const rows = await ctx.database.query<{ n: number }>(
    'select count(*)::int as n from pgboss.job where id::text in (select jsonb_array_elements_text($1::jsonb))',
    [JSON.stringify(ids)],
  );
  return (rows[0]?.n ?? 0) > 0;
}
