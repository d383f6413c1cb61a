import { CALIBRATION_MODEL } from './calibration-model.ts';
import type { ValueShape } from './value-shape.ts';

/**
 * The confidence below which a value should be seen by a person (issue 22 point 2, "Review only when unsure").
 * Confidences are calibrated probabilities (calibrate-confidence.ts); this is the lowest one at which the
 * cross-validated values of the shared receipts (leave one vendor out) were right at least 97% of the time, in each
 * way of mapping a sample (typed values, the sample's rows as read), chosen by bench/engine/fit-calibration.ts and
 * refitted with the model (docs/engine.md "Issue 22: calibrated confidence").
 */
export const REVIEW_CONFIDENCE_THRESHOLD: number = CALIBRATION_MODEL.reviewThreshold;

/**
 * The review threshold for a value of a shape: the one measured for that shape's values alone (by the same rule,
 * over at least 10 values). Each shape's values at its own threshold are right at least 97% of the time, so all of
 * them together are too, and a shape read surely (a date) is not held to a bar set by another (an address).
 * Without a shape, the overall one.
 */
export function reviewThresholdFor(shape?: ValueShape): number {
  return shape ? CALIBRATION_MODEL.kindThresholds[shape] : REVIEW_CONFIDENCE_THRESHOLD;
}
