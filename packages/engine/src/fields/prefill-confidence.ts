import type { DocumentModel } from '@paperbridge/contracts';
import { PREFILL_CONFIDENCE_MODEL, type PrefillConfidenceModel } from './prefill-confidence-model.ts';
import {
  PREFILL_FEATURE_NAMES,
  prefillFeatures,
  sumsAgree,
  type PrefillEvidence,
  type PrefillFeatures,
} from './prefill-confidence-features.ts';
import type { PrefilledField } from './prefill.types.ts';

/** Called with the features behind each pre-filled value's confidence (the calibration fit collects them). */
export type ExplainPrefill = (
  field: PrefilledField,
  evidence: PrefillEvidence,
  features: PrefillFeatures,
  confidence: number,
) => void;

/** The calibrated probability that a pre-filled value with these features is right (logistic model). */
export function prefillProbability(
  features: PrefillFeatures,
  model: PrefillConfidenceModel = PREFILL_CONFIDENCE_MODEL,
): number {
  let z = model.bias;
  for (const name of PREFILL_FEATURE_NAMES) z += (model.weights[name] ?? 0) * features[name];
  return 1 / (1 + Math.exp(-z));
}

/**
 * Issue 27 point 2: each pre-filled value's confidence becomes the calibrated probability that it is right (the
 * trust issue's calibration, fitted by bench/engine/fit-prefill-calibration.ts), weighed from the rule that found
 * it, that rule's rank, the value's kind, its label and the page's arithmetic. Only the confidence changes: which
 * value is suggested was decided by the ranks before. A value without evidence keeps its rank.
 */
export function calibratePrefill(
  doc: Pick<DocumentModel, 'pages'>,
  fields: readonly PrefilledField[],
  evidence: ReadonlyMap<PrefilledField, PrefillEvidence>,
  explain?: ExplainPrefill,
): PrefilledField[] {
  const agree = sumsAgree(fields);
  return fields.map((f) => {
    const ev = evidence.get(f);
    if (!ev) return f;
    const features = prefillFeatures(f, ev, agree, doc);
    const p = Math.round(prefillProbability(features) * 1000) / 1000;
    explain?.(f, ev, features, p);
    return { ...f, confidence: p };
  });
}
