import type { PipelineStep } from '@paperbridge/contracts';
import type { AppContext } from '../context/app-context.ts';
import type { JobStatus } from '../context/job-definition.ts';
import type { PipelineJobData } from '../context/payloads/pipeline-job-data.ts';
import { runStage } from './run-stage.ts';
import type { Stage } from './stage.types.ts';
import { intake } from './intake/intake.stage.ts';
import { extract } from './extract/extract.stage.ts';
import { map } from './map/map.stage.ts';
import { review } from './review/review.stage.ts';
import { deliver } from './deliver/deliver.stage.ts';

/**
 * The document's way, in order. Each stage is a durable job of its own queue (context/queues.ts); a stage that
 * finishes hands the document to the next one in this list. Review stops a document that waits for a person;
 * approving it queues deliver (services/documents/approve-document.ts).
 */
export const STAGES: readonly Stage[] = [
  { step: 'intake', resumeAfter: ['success'], work: intake },
  { step: 'extract', resumeAfter: ['success', 'partial'], work: extract },
  { step: 'map', resumeAfter: ['success', 'partial'], work: map },
  // 'awaiting_review' is not resumed: the document waits for its approval
  { step: 'review', resumeAfter: ['success', 'skipped'], work: review },
  // deliver queues one job per destination and settles the document; run again, it queues only what was never handed on
  { step: 'deliver', resumeAfter: null, work: deliver },
];

/** The stage after `step`, or null after the last. */
export function stepAfter(step: PipelineStep): PipelineStep | null {
  const at = STAGES.findIndex((s) => s.step === step);
  return STAGES[at + 1]?.step ?? null;
}

/** Runs one stage's job for a document, as its queue's worker does. */
export function runStep(ctx: AppContext, step: PipelineStep, job: PipelineJobData): Promise<JobStatus> {
  const stage = STAGES.find((s) => s.step === step)!;
  return runStage(ctx, stage, stepAfter(step), job);
}
