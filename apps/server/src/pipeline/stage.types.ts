import type { PipelineStep, StageStatus } from '@paperbridge/contracts';
import type { AppContext } from '../context/app-context.ts';
import type { JobStatus } from '../context/job-definition.ts';
import type { PipelineJobData } from '../context/payloads/pipeline-job-data.ts';
import type { DocumentRecord } from './stage-document.ts';

/** What a stage's own work answers: its job's status, and whether the document goes on to the next stage now. */
export type StageOutcome = JobStatus & { handOn?: boolean };

/** The work done, the document goes on. */
export const HAND_ON: StageOutcome = { status: 'success', handOn: true };

export interface Stage {
  step: PipelineStep;
  /**
   * The statuses of this stage's record after which a re-run (a retried or duplicated job) skips the work and hands
   * the document on again. null: the stage keeps no record of its own to resume from; its work is idempotent and runs
   * again in full.
   */
  resumeAfter: readonly StageStatus[] | null;
  /** The stage's own work on a document whose attempt is current; the wrapper does the rest (runStage). */
  work(ctx: AppContext, job: PipelineJobData, doc: DocumentRecord): Promise<StageOutcome>;
}
