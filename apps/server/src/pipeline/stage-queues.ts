import type { PipelineStep } from '@paperbridge/contracts';
import type { JobDefinition } from '../jobs/job-definition.ts';
import { pipelineJobSchema, type PipelineJobData } from './pipeline-job-data.ts';

type StageQueue = Omit<JobDefinition<typeof pipelineJobSchema>, 'handler'>;

const queue = (step: PipelineStep, opts: Partial<StageQueue> = {}): StageQueue => ({
  name: `pipeline-${step}`,
  schema: pipelineJobSchema,
  retryLimit: 5,
  // a killed worker stops sending heartbeats: its job is retried instead of waiting for the expiry
  heartbeat: true,
  singletonKey: (d: PipelineJobData) => `${d.documentId}:${d.attempt}:${step}`,
  ...opts,
});

/** One queue per stage; the handlers are attached in pipeline.jobs.ts. */
export const STAGE_QUEUES: Record<PipelineStep, StageQueue> = {
  intake: queue('intake', { localConcurrency: 2 }),
  extract: queue('extract', { retryLimit: 3, localConcurrency: 4 }),
  map: queue('map', { localConcurrency: 2 }),
  review: queue('review'),
  deliver: queue('deliver'),
};
