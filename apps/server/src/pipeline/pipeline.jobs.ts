import type { JobDefinition } from '../jobs/job-definition.ts';
import { STAGE_QUEUES } from './stage-queues.ts';
import { runIntake } from './stages/intake.stage.ts';
import { runExtract } from './stages/extract.stage.ts';
import { runMap } from './stages/map.stage.ts';
import { runReview } from './stages/review.stage.ts';
import { runDeliver } from './stages/deliver.stage.ts';
import { deliverDestinationJob } from './deliver-destination.job.ts';

/**
 * The pipeline's stages as durable jobs (ARCHITECTURE.md's diagram): a stage that finishes queues
 * the next; a retried or duplicated job skips what its stage record says is done.
 */
export const pipelineJobs: JobDefinition[] = [
  { ...STAGE_QUEUES.intake, handler: runIntake },
  { ...STAGE_QUEUES.extract, handler: runExtract },
  { ...STAGE_QUEUES.map, handler: runMap },
  { ...STAGE_QUEUES.review, handler: runReview },
  { ...STAGE_QUEUES.deliver, handler: runDeliver },
  deliverDestinationJob,
] as JobDefinition[];
