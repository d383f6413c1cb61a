import type { PipelineStep, StageStatus } from '@paperbridge/contracts';
import type { StageError } from '../../db/schema/index.ts';
import { BATCHED } from '../deliver/daily-file/waiting-for-daily-file.ts';

export interface StageFacts {
  step: PipelineStep;
  destination: string;
  status: StageStatus;
  errors: StageError[];
  runs: number;
  nextAttemptAt: Date | null;
}

/** Where a document with no job left stopped, read from its current attempt's stage records. */
export type StuckPoint =
  /** nothing to do: it waits on purpose (a daily file, a destination not available yet) or its delivery ended */
  | { kind: 'none' }
  /** every destination succeeded: only the document's state was not moved on */
  | { kind: 'delivered' }
  /** the review stage decided "wait for a person" but the document was not moved there */
  | { kind: 'review'; reasons: StageError[] }
  /** a stage recorded a failure but the document was not failed */
  | { kind: 'failed'; step: PipelineStep; error: StageError }
  /** a stage that never ran, or ran and never finished */
  | { kind: 'stage'; step: PipelineStep }
  /** destinations handed on whose sending never finished */
  | { kind: 'destinations'; records: StageFacts[] };

const BEFORE_DELIVERY: readonly PipelineStep[] = ['intake', 'extract', 'map', 'review'];
/** the outcomes after which each stage hands the document on */
const GOES_ON: Record<Exclude<PipelineStep, 'deliver'>, readonly StageStatus[]> = {
  intake: ['success'],
  extract: ['success', 'partial'],
  map: ['success', 'partial'],
  review: ['success', 'skipped'],
};
const UNFINISHED: readonly StageStatus[] = ['running', 'pending'];
/** codes of a delivery record that waits on purpose, with no job, for the daily file or a destination to exist */
const WAITING_CODES = [BATCHED, 'unavailable'];

/**
 * Issue 24 point 3: the first stage, in pipeline order, that did not hand the document on, and why.
 * Pure, so each crash window (between a stage's record and its next job, between a destination's
 * send and its record...) is decided the same way the sweeper acts on it.
 */
export function stuckPoint(records: readonly StageFacts[], now: Date): StuckPoint {
  const of = (step: PipelineStep) => records.find((r) => r.step === step && r.destination === '');
  for (const step of BEFORE_DELIVERY) {
    const r = of(step);
    if (!r || UNFINISHED.includes(r.status)) return { kind: 'stage', step };
    if (GOES_ON[step as Exclude<PipelineStep, 'deliver'>].includes(r.status)) continue;
    if (r.status === 'awaiting_review') return { kind: 'review', reasons: r.errors };
    return {
      kind: 'failed',
      step,
      error: r.errors[0] ?? { code: r.status, message: `The ${step} stage ended as ${r.status}.` },
    };
  }
  const outs = records.filter((r) => r.step === 'deliver' && r.destination !== '');
  // a mapping without destination records 'skipped' on the stage itself; 'failed' there is a failure already told
  if (!outs.length) return of('deliver') ? { kind: 'none' } : { kind: 'stage', step: 'deliver' };
  if (outs.every((r) => r.status === 'success')) return { kind: 'delivered' };
  const waiting = (r: StageFacts) =>
    r.status === 'pending' &&
    (r.errors.some((e) => WAITING_CODES.includes(e.code)) || (r.nextAttemptAt !== null && r.nextAttemptAt > now));
  const stuck = outs.filter((r) => UNFINISHED.includes(r.status) && !waiting(r));
  return stuck.length ? { kind: 'destinations', records: stuck } : { kind: 'none' };
}
