import { isKnownLabel, normaliseLabel, ruleForLabel, type StandardFieldKey } from './field-vocabulary.ts';
import { valueKind, type ValueKind } from './value-kind.ts';

/** A standard field proposed for a label/value pair. */
export interface FieldGuess {
  field: StandardFieldKey;
  /** the part of the value that is the field's (the whole value, or its first token when the rest is other text) */
  value: string;
  /** 0..1 */
  confidence: number;
}

/** Kinds that identify a field by themselves, whatever (or whichever language) the label says. */
const SELF_EVIDENT: Partial<Record<ValueKind, { field: StandardFieldKey; confidence: number }>> = {
  iban: { field: 'iban', confidence: 0.85 },
  'tax-id': { field: 'supplier_tax_id', confidence: 0.6 },
};

/** Value kinds that carry most weight: a date under "Datum" is surely a date field, a text under it is not. */
const STRONG_KINDS = new Set<ValueKind>(['iban', 'bic', 'tax-id', 'date', 'amount', 'currency', 'email', 'phone']);

/**
 * The standard field of one label/value pair, from the label's vocabulary and
 * the value's shape; null when neither says anything. A label the vocabulary
 * knows with a value of the expected kind is the strongest evidence; a value
 * whose shape proves the field (a checked IBAN, a VAT number with its country
 * prefix) counts without a label; a value of text with a known label counts
 * with its first token when that token has the field's kind ("562044387 du 02
 * Juillet 2015" after "Facture n°").
 */
export function classifyPair(label: string, value: string): FieldGuess | null {
  const v = value.trim();
  if (!v) return null;
  const kind = valueKind(v);
  const rule = ruleForLabel(label, kind);
  if (rule) {
    const exact = normaliseLabel(label).split(' ').length <= 3;
    const confidence = (STRONG_KINDS.has(kind) ? 0.9 : 0.75) - (exact ? 0 : 0.1) - (rule.weaker ? 0.1 : 0);
    return { field: rule.field, value: v, confidence };
  }
  const evident = SELF_EVIDENT[kind];
  if (evident) return { field: evident.field, value: v, confidence: evident.confidence };
  const first = v.split(/\s+/)[0]!;
  if (first !== v) {
    const firstKind = valueKind(first);
    const byFirst = ruleForLabel(label, firstKind);
    if (byFirst && firstKind !== 'text') return { field: byFirst.field, value: first, confidence: 0.6 };
  }
  return null;
}

/** Whether a label reads as one a document uses for a field (any language of the vocabulary). */
export const labelIsKnown = isKnownLabel;
