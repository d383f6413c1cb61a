import { REVIEW_REASON_TEXT, type FailedCheck, type ReviewReason } from '@paperbridge/contracts';
import type { MappedValue } from '../../db/schema/index.ts';

export interface ReviewDecisionInput {
  /** the mapping reviews every document: its choice 'always', or the spec's "Review the output before finalising." */
  everyDocument: boolean;
  /** 0..1: a value read with less confidence than this is not trusted, unless the value carries its own threshold */
  threshold: number;
  /** every mapped value as the map stage weighed it; null for a document mapped before they were recorded */
  values: MappedValue[] | null;
  /** what a document mapped before `values` were recorded has instead */
  legacy?: { missingRequired: string[]; lowConfidence: string[] };
  /** checks of the values that failed (applied.checks) */
  checks: readonly FailedCheck[];
  /** issue 30: an earlier document with the same supplier, number and total */
  duplicateOf?: { documentId: string; reference: string } | null;
  /** issue 30: why the document does not look like its mapping's sample */
  strangerReason?: string | null;
  /** issue 24 point 7: nothing the mapping reads from the page was found (nothing-read.ts) */
  nothingRead?: boolean;
}

// floored, so a value just under the threshold never reads as "90% (below 90%)"
const pctOf = (c: number) => Math.floor(c * 100);

/**
 * Why a document must wait for a person (issue 22 point 2); none: it goes on to delivery. With 'unsure' a
 * document stops when any mapped value was not found (an empty value delivered silently is a silent error, so
 * not only required ones), was read below the threshold, or a check failed. With 'always' it stops anyway, and
 * the same reasons still tell the reviewer where to look. A document from which nothing was read stops under
 * either choice, with that reason first (issue 24 point 7).
 */
export function reviewReasons(input: ReviewDecisionInput): ReviewReason[] {
  const reasons: ReviewReason[] = input.everyDocument
    ? [{ code: 'review_every', message: REVIEW_REASON_TEXT.every }]
    : [];
  // a blank result is always "unsure", whatever the flags of its values say: it is never delivered as a success
  if (input.nothingRead) reasons.push({ code: 'nothing_read', message: REVIEW_REASON_TEXT.nothingRead });
  if (input.values) {
    for (const v of input.values) {
      if (v.missing) {
        const message =
          v.table !== undefined
            ? REVIEW_REASON_TEXT.noRows(v.table)
            : v.required
              ? REVIEW_REASON_TEXT.requiredMissing(v.label)
              : REVIEW_REASON_TEXT.missing(v.label);
        reasons.push({ code: v.required ? 'required_missing' : 'value_missing', field: v.label, message });
        continue;
      }
      if (v.problem) reasons.push({ code: v.problem.code, field: v.label, message: v.problem.message });
      const threshold = v.threshold ?? input.threshold;
      if (!v.notRead && v.confidence !== null && v.confidence < threshold) {
        reasons.push({
          code: 'low_confidence',
          field: v.label,
          message: REVIEW_REASON_TEXT.low(v.label, pctOf(v.confidence), Math.round(threshold * 100)),
        });
      }
    }
  } else if (input.legacy) {
    for (const label of input.legacy.missingRequired)
      reasons.push({ code: 'required_missing', field: label, message: REVIEW_REASON_TEXT.requiredMissing(label) });
    for (const label of input.legacy.lowConfidence)
      reasons.push({ code: 'low_confidence', field: label, message: `${label} was read with low confidence.` });
  }
  for (const c of input.checks) reasons.push({ code: 'check_failed', field: c.field, message: c.message });
  // never delivered silently, whatever the mapping's review choice: a repeat or a stranger is booked twice or wrongly
  if (input.strangerReason) reasons.push({ code: 'other_supplier', message: input.strangerReason });
  if (input.duplicateOf)
    reasons.push({
      code: 'possible_duplicate',
      message: REVIEW_REASON_TEXT.duplicate(input.duplicateOf.reference),
      documentId: input.duplicateOf.documentId,
      reference: input.duplicateOf.reference,
    });
  return reasons;
}
