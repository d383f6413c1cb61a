import { z } from 'zod';

/** Where a document came from (spec 001 "Sources"). */
export const documentSourceSchema = z.enum(['manual', 'api', 'email', 'ftp', 'mobile']);
export type DocumentSource = z.infer<typeof documentSourceSchema>;

/**
 * A document's place in the pipeline (docs/pipeline.md). `failed` and `duplicate` and
 * `insufficient_balance` are final until a reprocess; `ready` means extracted and mapped,
 * approved or not needing approval, handed to delivery.
 */
export const documentStateSchema = z.enum([
  'uploaded',
  'queued',
  'intake',
  'extracting',
  'mapping',
  'awaiting_review',
  'ready',
  'delivering',
  'delivered',
  'failed',
  'duplicate',
  'insufficient_balance',
]);
export type DocumentState = z.infer<typeof documentStateSchema>;

/** States in which a document is still being worked on (its mapping cannot be deleted meanwhile). */
export const ACTIVE_DOCUMENT_STATES: readonly DocumentState[] = [
  'uploaded',
  'queued',
  'intake',
  'extracting',
  'mapping',
  'awaiting_review',
  'delivering',
];
/** States after which nothing more happens without a user's action. */
export const SETTLED_DOCUMENT_STATES: readonly DocumentState[] = [
  'ready',
  'delivered',
  'failed',
  'duplicate',
  'insufficient_balance',
  'awaiting_review',
];

/**
 * approvalStatus of spec 000 §4: 0 waiting for approval, 1 approved, 3 approved but not sent,
 * 4 failed to process (balance), 5 reprocess, 6 reprocess failed (balance); null: approval not required.
 */
export const APPROVAL_STATUS = {
  waiting: 0,
  approved: 1,
  approvedNotSent: 3,
  insufficientBalance: 4,
  reprocess: 5,
  reprocessInsufficientBalance: 6,
} as const;

/** The pipeline's steps; each writes one stage record per attempt (per destination for 'deliver'). */
export const pipelineStepSchema = z.enum(['intake', 'extract', 'map', 'review', 'deliver']);
export type PipelineStep = z.infer<typeof pipelineStepSchema>;

/** A stage record's outcome (ARCHITECTURE.md: success, partial, skipped, failed, awaiting_review), plus running/pending. */
export const stageStatusSchema = z.enum([
  'pending',
  'running',
  'success',
  'partial',
  'skipped',
  'failed',
  'awaiting_review',
]);
export type StageStatus = z.infer<typeof stageStatusSchema>;

/** The milestone group each step belongs to (spec 000 §4: in, process, out). */
export const MILESTONE_OF_STEP: Record<PipelineStep, 'in' | 'process' | 'out'> = {
  intake: 'in',
  extract: 'process',
  map: 'process',
  review: 'process',
  deliver: 'out',
};

/** How far a document is, in percent, once it is in each state (the processing panel's bar follows these). */
export const PROGRESS_OF_STATE: Record<DocumentState, number> = {
  uploaded: 5,
  queued: 10,
  intake: 20,
  extracting: 40,
  mapping: 80,
  awaiting_review: 100,
  ready: 100,
  delivering: 100,
  delivered: 100,
  failed: 100,
  duplicate: 100,
  insufficient_balance: 100,
};
