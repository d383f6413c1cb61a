import { and, eq } from 'drizzle-orm';
import { APPROVAL_STATUS } from '@paperbridge/contracts';
import type { AppContext } from '../../app-context.ts';
import { documentResults, mappings } from '../../db/schema/index.ts';
import type { JobStatus } from '../../jobs/job-definition.ts';
import { notifyDocument } from '../../services/documents/notify-document.ts';
import type { PipelineJobData } from '../pipeline-job-data.ts';
import { beginStage, finishStage } from '../stage-record.ts';
import { setDocument, stageDocument } from '../stage-document.ts';
import { queueNextStage } from '../queue-next-stage.ts';

/**
 * Review: a person approves the data when the mapping requires approval, and also (beyond the
 * spec, docs/pipeline.md) when a required field is missing or a value was read with low
 * confidence: approvalStatus 0. Otherwise the document goes straight on to delivery.
 */
export async function runReview(ctx: AppContext, job: PipelineJobData): Promise<JobStatus> {
  const doc = await stageDocument(ctx.db, job);
  if (!doc) return { status: 'skipped' };
  const done = await beginStage(ctx.db, job, 'review');
  if (done.finished) {
    if (done.finished === 'success' || done.finished === 'skipped') await queueNextStage(ctx, 'deliver', job);
    return { status: 'skipped' };
  }
  const [mapping] = doc.mappingId ? await ctx.db.select({ requiredApproval: mappings.requiredApproval }).from(mappings).where(and(eq(mappings.id, doc.mappingId), eq(mappings.companyId, job.companyId))) : [];
  const [result] = await ctx.db.select({ missing: documentResults.missingRequired, low: documentResults.lowConfidence }).from(documentResults).where(eq(documentResults.documentId, doc.id));
  const reasons = [
    ...(mapping?.requiredApproval ? ['the mapping requires approval'] : []),
    ...(result?.missing ?? []).map((l) => `${l} is required and was not found`),
    ...(result?.low ?? []).map((l) => `${l} was read with low confidence`),
  ];
  if (reasons.length) {
    await finishStage(ctx.db, job, 'review', 'awaiting_review', reasons.map((message) => ({ code: 'review', message })));
    await setDocument(ctx.db, job, 'awaiting_review', { approvalStatus: APPROVAL_STATUS.waiting, errorMessage: null });
    await notifyDocument(ctx, job.companyId, 'Document waiting for approval', doc.uniqueReference ?? doc.fileName, reasons.join('; '));
    return { status: 'success' };
  }
  await finishStage(ctx.db, job, 'review', 'skipped');
  await setDocument(ctx.db, job, 'ready', { approvalStatus: null, errorMessage: null });
  await queueNextStage(ctx, 'deliver', job);
  return { status: 'success' };
}
