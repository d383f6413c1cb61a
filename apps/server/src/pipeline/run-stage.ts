import type { PipelineStep } from '@paperbridge/contracts';
import type { AppContext } from '../context/app-context.ts';
import type { JobStatus } from '../context/job-definition.ts';
import type { PipelineJobData } from '../context/payloads/pipeline-job-data.ts';
import { queueNextStage } from './queue-next-stage.ts';
import { beginStage } from './stage-record.ts';
import { stageDocument } from './stage-document.ts';
import type { Stage } from './stage.types.ts';

/**
 * One stage job, the same for every stage: a stale job (document removed, or a reprocess started a newer attempt)
 * does nothing; a stage already finished for this attempt is not done twice but hands the document on again (the
 * crash may have come between finishing and handing on); otherwise the stage's work runs and, when it says so, the
 * document goes to the next stage's queue.
 */
export async function runStage(
  ctx: AppContext,
  stage: Stage,
  next: PipelineStep | null,
  job: PipelineJobData,
): Promise<JobStatus> {
  const doc = await stageDocument(ctx.db, job);
  if (!doc) return { status: 'skipped' };
  if (stage.resumeAfter) {
    const done = await beginStage(ctx.db, job, stage.step);
    if (done.finished) {
      if (next && stage.resumeAfter.includes(done.finished)) await queueNextStage(ctx, next, job);
      return { status: 'skipped' };
    }
  }
  const { handOn, ...status } = await stage.work(ctx, job, doc);
  if (handOn && next) await queueNextStage(ctx, next, job);
  return status;
}
