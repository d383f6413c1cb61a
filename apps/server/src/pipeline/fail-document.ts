import { APPROVAL_STATUS, type PipelineStep } from '@paperbridge/contracts';
import type { AppContext } from '../context/app-context.ts';
import type { StageError } from '../db/schema/index.ts';
import type { JobStatus } from '../context/job-definition.ts';
import { notifyDocument } from '../domain/notifications/notify-document.ts';
import type { PipelineJobData } from '../context/payloads/pipeline-job-data.ts';
import { finishStage } from './stage-record.ts';
import { setDocument, type DocumentRecord } from './stage-document.ts';

/**
 * A stage that cannot go on for this document: the stage record and the document say why, the
 * company's bell tells the user, and approvalStatus 5 offers a reprocess (after the mapping or
 * the file is fixed). The job itself ends as handled (skipped): retrying would fail the same way.
 */
export async function failDocument(
  ctx: AppContext,
  job: PipelineJobData,
  doc: DocumentRecord,
  step: PipelineStep,
  error: StageError,
): Promise<JobStatus> {
  await finishStage(ctx.db, job, step, 'failed', [error]);
  await setDocument(ctx.db, job, 'failed', {
    errorMessage: error.message,
    approvalStatus: APPROVAL_STATUS.reprocess,
    processedAt: new Date(),
  });
  await notifyDocument(ctx, job.companyId, 'Document failed to process', doc.fileName, error.message);
  return { status: 'skipped' };
}
