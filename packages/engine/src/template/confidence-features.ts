import type { TemplateField } from '@paperbridge/contracts';
import { editDistance } from './find-phrase.ts';
import { plausibleDate } from './plausible-date.ts';
import type { ReadField } from './read-evidence.ts';
import { formatOf } from './value-shape.ts';

/**
 * What the second OCR opinion did with a value (reread-fields.ts): 'none', not read again; 'replaced', a better
 * reading replaced the first; 'agreed', a variant read the same value again and none read better; 'differed',
 * the variants read only other, no better values.
 */
export type RereadOutcome = 'none' | 'replaced' | 'agreed' | 'differed';

/** What is known about a value once the document's checks ran. */
export interface ValueContext {
  /** the total against the page's arithmetic (total-arithmetic.ts); null: not a total, or nothing to check */
  arithmetic: 'agrees' | 'disagrees' | null;
  reread: RereadOutcome;
}

/**
 * The calibrator's inputs, each 0 when the signal is absent, so a weight reads as "what this signal does to the
 * log-odds of the value being right". Kept few and general: no vendor, file or field-name feature.
 */
export const FEATURE_NAMES = [
  'kind_date',
  'kind_amount',
  'text_multi_line',
  'text_long',
  'by_fixed_text',
  'by_position',
  'by_only_date',
  'by_arithmetic',
  'fixed_text_exact',
  'fixed_text_gap',
  'label_gap',
  'label_no_context',
  'label_context_gap',
  'label_far',
  'ocr',
  'ocr_doubt_min',
  'ocr_doubt_mean',
  'shape_bad',
  'corrected_chars',
  'reread_replaced',
  'reread_agreed',
  'reread_differed',
  'arithmetic_agrees',
  'arithmetic_disagrees',
  'sample_doubt',
  'unconfirmed_text',
  'unconfirmed_exact',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];
export type Features = Record<FeatureName, number>;

/** Characters (spaces aside) from which free text counts as long: an address rather than a name. */
const LONG_TEXT = 40;

const collapse = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether a date or amount has the shape the layout prints: a calendar date; an amount in the sample's format. */
export function shapeOk(field: Pick<TemplateField, 'shape' | 'typedValue' | 'sampleValue'>, value: string): boolean {
  if (field.shape === 'date') return plausibleDate(value);
  if (field.shape === 'amount')
    return formatOf(value, 'amount') === formatOf(field.typedValue ?? field.sampleValue, 'amount');
  return true;
}

/** The features of a read value; null when there is nothing to weigh (missing, a fixed value, no evidence). */
export function confidenceFeatures(field: TemplateField, read: ReadField, ctx: ValueContext): Features | null {
  const ev = read.evidence;
  if (read.missing || read.value === null || !ev || read.source === 'fixed') return null;
  const label = ev.foundBy === 'label';
  const text = (field.shape ?? 'text') === 'text';
  // a reading a person confirmed means the value at this place (a learned reading, issue 22 point 3) is as good as
  // the layout's text found exactly
  const confirmed = !!read.readAs && (field.readings ?? []).some((r) => collapse(r.read) === collapse(read.readAs));
  // text recognised by the sample's reading that no person confirmed (issue 22): a page that reads what the sample read
  // agrees with the sample's OCR, which may have misread the same print the same way ("SANYO" for SANYU on every photo)
  const unconfirmed =
    text && !!field.unconfirmed && !confirmed && read.source !== 'learned' && (ev.foundBy === 'fixed_text' || label);
  const page = (read.readAs ?? read.value).replace(/\s+/g, '');
  const corrected =
    read.source === 'corrected' ? editDistance(page.toLowerCase(), read.value.replace(/\s+/g, '').toLowerCase()) : 0;
  return {
    kind_date: field.shape === 'date' ? 1 : 0,
    kind_amount: field.shape === 'amount' ? 1 : 0,
    // text printed over several lines, or long (an address), is read and annotated less consistently than a name
    text_multi_line: text && field.lineCount > 1 ? 1 : 0,
    text_long: text && read.value.replace(/\s+/g, '').length >= LONG_TEXT ? 1 : 0,
    by_fixed_text: ev.foundBy === 'fixed_text' ? 1 : 0,
    by_position: ev.foundBy === 'position' ? 1 : 0,
    by_only_date: ev.foundBy === 'only_date' ? 1 : 0,
    by_arithmetic: ev.foundBy === 'arithmetic' ? 1 : 0,
    // the layout's text read exactly as a person confirmed it (but for case, spacing and punctuation)
    fixed_text_exact: ev.foundBy === 'fixed_text' && !unconfirmed && (confirmed || ev.matchSimilarity === 1) ? 1 : 0,
    fixed_text_gap: ev.foundBy === 'fixed_text' && !confirmed ? 1 - ev.matchSimilarity : 0,
    label_gap: label ? 1 - ev.matchSimilarity : 0,
    label_no_context: label && ev.contextSupport === null ? 1 : 0,
    label_context_gap: label && ev.contextSupport !== null ? 1 - ev.contextSupport : 0,
    label_far: label && ev.farFromPrediction ? 1 : 0,
    ocr: ev.ocr ? 1 : 0,
    ocr_doubt_min: ev.ocr ? 1 - ev.minWordConfidence : 0,
    ocr_doubt_mean: ev.ocr ? 1 - ev.meanWordConfidence : 0,
    shape_bad: shapeOk(field, read.value) ? 0 : 1,
    corrected_chars: Math.min(3, corrected),
    reread_replaced: ctx.reread === 'replaced' ? 1 : 0,
    reread_agreed: ctx.reread === 'agreed' ? 1 : 0,
    reread_differed: ctx.reread === 'differed' ? 1 : 0,
    arithmetic_agrees: ctx.arithmetic === 'agrees' ? 1 : 0,
    arithmetic_disagrees: ctx.arithmetic === 'disagrees' ? 1 : 0,
    // templates learned before the sample's reading was recorded count as read with certainty
    sample_doubt: 1 - (field.sampleConfidence ?? 1),
    unconfirmed_text: unconfirmed ? 1 : 0,
    // read exactly as the unconfirmed sample read it: the same reading again, not a confirmation of it
    unconfirmed_exact: unconfirmed && ev.foundBy === 'fixed_text' && ev.matchSimilarity === 1 ? 1 : 0,
  };
}
