import { CALIBRATION_MODEL } from './calibration-model.ts';
import type { ValueShape } from './value-shape.ts';

/**
 * The confidence below which a value should be seen by a person (issue 22 point 2, "Review only when unsure").
 * Confidences are calibrated probabilities (calibrate-confidence.ts); this is the lowest one at which the
 * cross-validated values of the shared receipts (leave one vendor out) were right at least 97% of the time, chosen by
 * bench/engine/fit-calibration.ts and refitted with the model (docs/engine.md "Issue 22: calibrated confidence").
 */
export const REVIEW_CONFIDENCE_THRESHOLD: number = CALIBRATION_MODEL.reviewThreshold;

/**
 * The review threshold for a value of a shape: the stricter of the overall one and the one measured for that shape
 * alone (a shape whose values are right less often at the same confidence needs more); without a shape, the overall one.
 */
export function reviewThresholdFor(shape?: ValueShape): number {
  return shape ? Math.max(REVIEW_CONFIDENCE_THRESHOLD, CALIBRATION_MODEL.kindThresholds[shape]) : REVIEW_CONFIDENCE_THRESHOLD;
}
