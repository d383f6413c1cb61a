import { reviewThresholdFor } from '@paperbridge/engine';
import type { TemplateField } from '@paperbridge/contracts';

/**
 * The review threshold of a value (issue 22 point 2): engine confidences are calibrated probabilities that the value
 * is right, and the engine says, per value shape, below which confidence a person should see it (its values at or
 * above were right at least 97% of the time on the shared receipts). REVIEW_CONFIDENCE_THRESHOLD, when an operator
 * sets it, replaces that for every value (docs/operations.md).
 */
export function reviewThreshold(configured: number | undefined, shape?: TemplateField['shape']): number {
  return configured ?? reviewThresholdFor(shape);
}
