import { z } from 'zod';

/**
 * Why a document waits for review (issue 22 point 2): the review stage records one per cause, and the review
 * screen lists them under "Why this document needs review".
 */
export const reviewReasonCodeSchema = z.enum([
  /** the mapping reviews every document (its review choice, or the spec's "Review the output before finalising.") */
  'review_every',
  /** a mapped value read with less confidence than the calibrated threshold */
  'low_confidence',
  /** a mapped value not found on the document */
  'value_missing',
  /** a required value not found on the document */
  'required_missing',
  /** a check of the values failed (subtotal + tax ≠ total, an implausible date) */
  'check_failed',
]);
export type ReviewReasonCode = z.infer<typeof reviewReasonCodeSchema>;

export const reviewReasonSchema = z.object({
  code: reviewReasonCodeSchema,
  /** the field (its label on the review screen) the reason is about; absent for the mapping's own choice */
  field: z.string().optional(),
  /** a sentence for the reviewer, e.g. "Merchant Name was read with 62% confidence (below 90%)." */
  message: z.string(),
});
export type ReviewReason = z.infer<typeof reviewReasonSchema>;

export const REVIEW_REASON_TEXT = {
  title: 'Why this document needs review',
  every: 'The mapping requires review of every document.',
  low: (label: string, pct: number, thresholdPct: number) => `${label} was read with ${pct}% confidence (below ${thresholdPct}%).`,
  missing: (label: string) => `${label} was not found on the document.`,
  requiredMissing: (label: string) => `${label} is required and was not found on the document.`,
  noRows: (table: number) => `Table ${table}: no line items were found on the document.`,
} as const;
