import { defineJob, type JobDefinition } from '../context/job-definition.ts';
import { stageQueueName } from '../context/queues.ts';
import { STAGES, runStep } from './stages.ts';

type StageQueueName = ReturnType<typeof stageQueueName>;

/**
 * The stage jobs, one queue per stage of STAGES: a stage that finishes queues the next; a retried or duplicated job
 * skips what its stage record says is done.
 */
export const stageJobs = Object.fromEntries(
  STAGES.map(({ step }) => [
    stageQueueName(step),
    defineJob({ name: stageQueueName(step), handler: (ctx, job) => runStep(ctx, step, job) }),
  ]),
) as { [N in StageQueueName]: JobDefinition<N> };
