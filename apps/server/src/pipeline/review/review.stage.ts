import { and, eq } from 'drizzle-orm';
import { APPROVAL_STATUS } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { documentResults, mappings } from '../../db/schema/index.ts';
import { notifyDocument } from '../../domain/notifications/notify-document.ts';
import type { PipelineJobData } from '../../context/payloads/pipeline-job-data.ts';
import { finishStage } from '../stage-record.ts';
import { setDocument, type DocumentRecord } from '../stage-document.ts';
import { HAND_ON, type StageOutcome } from '../stage.types.ts';
import { reviewReasons } from './review-reasons.ts';
import { reviewThreshold } from './review-threshold.ts';
import { nothingRead } from './nothing-read.ts';

/**
 * Review: a person approves the data when the mapping reviews every document (the spec's "Review the output
 * before finalising.", or its review choice 'always'), and under 'unsure' (beyond the spec, docs/pipeline.md)
 * when a mapped value was not found, was read below the calibrated threshold, or a check failed, and under either
 * when nothing at all was read from the page (issue 24 point 7: a blank result is never delivered): approvalStatus
 * 0, the reasons recorded on the stage for the review screen. Otherwise the document goes on to delivery.
 */
export async function review(ctx: AppContext, job: PipelineJobData, doc: DocumentRecord): Promise<StageOutcome> {
  const [mapping] = doc.mappingId
    ? await ctx.db
        .select({ requiredApproval: mappings.requiredApproval, reviewMode: mappings.reviewMode })
        .from(mappings)
        .where(and(eq(mappings.id, doc.mappingId), eq(mappings.companyId, job.companyId)))
    : [];
  const [result] = await ctx.db
    .select({
      extracted: documentResults.extracted,
      values: documentResults.mappedValues,
      missing: documentResults.missingRequired,
      low: documentResults.lowConfidence,
      applied: documentResults.applied,
      duplicateOf: documentResults.duplicateOf,
      strangerReason: documentResults.strangerReason,
    })
    .from(documentResults)
    .where(and(eq(documentResults.documentId, doc.id), eq(documentResults.companyId, job.companyId)));
  const reasons = reviewReasons({
    everyDocument: Boolean(mapping?.requiredApproval) || mapping?.reviewMode === 'always',
    threshold: reviewThreshold(ctx.config.pipeline.reviewConfidenceThreshold),
    values: result?.values ?? null,
    legacy: { missingRequired: result?.missing ?? [], lowConfidence: result?.low ?? [] },
    checks: result?.applied?.checks ?? [],
    duplicateOf: result?.duplicateOf ?? null,
    strangerReason: result?.strangerReason ?? null,
    nothingRead: result?.extracted ? nothingRead(result.extracted) : false,
  });
  if (reasons.length) {
    await finishStage(
      ctx.db,
      job,
      'review',
      'awaiting_review',
      reasons.map((r) => ({
        code: r.code,
        message: r.message,
        ...(r.field ? { field: r.field } : {}),
        ...(r.documentId ? { documentId: r.documentId, reference: r.reference } : {}),
      })),
    );
    await setDocument(ctx.db, job, 'awaiting_review', { approvalStatus: APPROVAL_STATUS.waiting, errorMessage: null });
    await notifyDocument(
      ctx,
      job.companyId,
      'Document waiting for approval',
      doc.uniqueReference ?? doc.fileName,
      reasons.map((r) => r.message).join(' '),
    );
    return { status: 'success' };
  }
  await finishStage(ctx.db, job, 'review', 'skipped');
  await setDocument(ctx.db, job, 'ready', { approvalStatus: null, errorMessage: null });
  return HAND_ON;
}
