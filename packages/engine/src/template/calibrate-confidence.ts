import type { AppliedField, FailedCheck, TemplateField } from '@paperbridge/contracts';
import { isTotalField } from './check-total.ts';
import { CALIBRATION_MODEL } from './calibration-model.ts';
import {
  confidenceFeatures,
  FEATURE_NAMES,
  shapeOk,
  type Features,
  type RereadOutcome,
} from './confidence-features.ts';
import type { PageView } from './doc-view.ts';
import { withoutEvidence, type ReadField } from './read-evidence.ts';
import { reviewThresholdFor } from './review-threshold.ts';
import { totalArithmetic } from './total-arithmetic.ts';

/** how far under its review threshold an unconfirmed free-text value stays */
const UNCONFIRMED_MARGIN = 0.01;

/** Called with the features behind each value's confidence (the calibration fit collects them; see bench/engine/fit-calibration.ts). */
export type ExplainConfidence = (field: string, features: Features, confidence: number) => void;

/** The calibrated probability that a value with these features is right (logistic model, calibration-model.ts). */
export function calibratedConfidence(
  features: Features,
  model: { bias: number; weights: Readonly<Record<string, number>> } = CALIBRATION_MODEL,
): number {
  let z = model.bias;
  for (const name of FEATURE_NAMES) z += (model.weights[name] ?? 0) * features[name];
  return 1 / (1 + Math.exp(-z));
}

export interface FinishedField {
  out: AppliedField;
  /** the checks of this value that failed */
  checks: FailedCheck[];
}

/**
 * A read value made ready to leave the engine (issue 22 point 1): its confidence is the calibrated probability
 * that it is right, weighed from how it was found, its words, its shape, the page's arithmetic (a total) and what a
 * second reading said; its failed checks are listed. A fixed value is certain (1), a missing one 0; a learned
 * reading keeps the confidence of the page's reading it replaced (the page read the known misreading again).
 */
export function finishField(
  field: TemplateField,
  read: ReadField,
  view: PageView | undefined,
  reread: RereadOutcome,
  explain?: ExplainConfidence,
): FinishedField {
  const out = withoutEvidence(read);
  if (read.source === 'fixed') return { out: { ...out, confidence: 1 }, checks: [] };
  if (read.missing || read.value === null) return { out: { ...out, confidence: 0 }, checks: [] };
  const checks: FailedCheck[] = [];
  const arithmetic = view && isTotalField(field) ? totalArithmetic(view, read.value) : null;
  if (arithmetic?.status === 'disagrees')
    checks.push({ field: field.name, code: 'total_arithmetic', message: arithmetic.message });
  if (field.shape === 'date' && !shapeOk(field, read.value))
    checks.push({ field: field.name, code: 'implausible_date', message: `Date ${read.value} is not a calendar date` });
  const lost = labelNotFound(field, read);
  if (lost) checks.push({ field: field.name, code: 'label_not_found', message: lost });
  const features = confidenceFeatures(field, read, { arithmetic: arithmetic?.status ?? null, reread });
  // a value without evidence (none is expected) is not trusted
  let p = features ? calibratedConfidence(features) : 0;
  // free text taken from sample text nobody confirmed stays under its review threshold until a person confirms it:
  // a consistent misreading ("SANYO" on every photo) is read again exactly, and no fitted weight can tell it apart
  if (features?.unconfirmed_text === 1) p = Math.min(p, reviewThresholdFor(field.shape) - UNCONFIRMED_MARGIN);
  if (features) explain?.(field.name, features, p);
  return { out: { ...out, confidence: Math.round(p * 1000) / 1000 }, checks };
}

/**
 * Issue 28 point 2: label over position, and a warning when they disagree. A value read where the sample had it
 * although none of its labels was found on the page (a text layer, where a label is never misread) is the position
 * alone speaking against the labels: the document goes to review with the reason.
 */
function labelNotFound(field: TemplateField, read: ReadField): string | null {
  if (read.evidence?.foundBy !== 'position' || read.evidence.ocr) return null;
  const label = field.anchors.find((a) => (a.relation === 'left' || a.relation === 'above') && !a.inLine);
  return label
    ? `${field.name} "${read.value}" was read where the sample had it, but its label "${label.text}" is not on the page`
    : null;
}

/** The document's confidence: the mean over its fields and tables (a missing field counts 0). */
export function documentConfidence(fields: readonly AppliedField[], tables: readonly { confidence: number }[]): number {
  const scores = [...fields.map((f) => f.confidence), ...tables.map((t) => t.confidence)];
  const mean = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
  return Math.round(mean * 1000) / 1000;
}
