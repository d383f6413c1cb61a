import type { PipelineStep } from '@paperbridge/contracts';
import type { AppContext } from '../context/app-context.ts';
import type { PipelineJobData } from '../context/payloads/pipeline-job-data.ts';
import { stageQueueName } from '../context/queues.ts';

/** Hands the document to a stage's queue (at most one job per document, attempt and stage). */
export async function queueNextStage(ctx: AppContext, step: PipelineStep, job: PipelineJobData): Promise<void> {
  await ctx.jobs.send(stageQueueName(step), job);
}
