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
  /** issue 24 point 7: nothing the mapping reads from the page was found (a blank page, an unreadable scan, another layout) */
  'nothing_read',
  /** a mapped value not found on the document */
  'value_missing',
  /** a required value not found on the document */
  'required_missing',
  /** a check of the values failed (subtotal + tax ≠ total, an implausible date) */
  'check_failed',
  /** issue 30: a value its field's kind cannot read (an amount that is no number, an impossible date) */
  'value_unreadable',
  /** issue 30: a date whose day and month order nothing on the document or the mapping decides */
  'date_ambiguous',
  /** issue 30: an earlier document has the same supplier, number and total */
  'possible_duplicate',
  /** issue 30: the document does not appear to be from the supplier of the mapping's sample, or has another layout */
  'other_supplier',
]);
export type ReviewReasonCode = z.infer<typeof reviewReasonCodeSchema>;

export const reviewReasonSchema = z.object({
  code: reviewReasonCodeSchema,
  /** the field (its label on the review screen) the reason is about; absent for the mapping's own choice */
  field: z.string().optional(),
  /** a sentence for the reviewer, e.g. "Merchant Name was read with 62% confidence (below 90%)." */
  message: z.string(),
  /** possible_duplicate: the earlier document (its id and reference), which the review screen links to */
  documentId: z.string().optional(),
  reference: z.string().optional(),
});
export type ReviewReason = z.infer<typeof reviewReasonSchema>;

export const REVIEW_REASON_TEXT = {
  title: 'Why this document needs review',
  every: 'The mapping requires review of every document.',
  nothingRead:
    'Nothing was read from this document: every value the mapping reads from the page is empty (a blank page, an unreadable scan or another layout). It is not delivered until a person fills it in.',
  low: (label: string, pct: number, thresholdPct: number) =>
    `${label} was read with ${pct}% confidence (below ${thresholdPct}%).`,
  missing: (label: string) => `${label} was not found on the document.`,
  requiredMissing: (label: string) => `${label} is required and was not found on the document.`,
  noRows: (table: number) => `Table ${table}: no line items were found on the document.`,
  duplicate: (reference: string) =>
    `Possible duplicate of ${reference}: an earlier document has the same supplier, number and total.`,
} as const;
