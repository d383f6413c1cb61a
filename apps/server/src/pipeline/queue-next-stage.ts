import type { PipelineStep } from '@paperbridge/contracts';
import type { AppContext } from '../app-context.ts';
import type { PipelineJobData } from './pipeline-job-data.ts';
import { STAGE_QUEUES } from './stage-queues.ts';

/** Hands the document to a stage's queue (at most one job per document, attempt and stage). */
export async function queueNextStage(ctx: AppContext, step: PipelineStep, job: PipelineJobData): Promise<void> {
  await ctx.jobs.send(STAGE_QUEUES[step], job);
}
