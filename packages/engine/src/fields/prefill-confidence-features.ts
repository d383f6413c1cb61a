import type { DocumentModel } from '@paperbridge/contracts';
import { polygonToBox } from '../geometry/polygon.ts';
import { classifyPair } from './classify-field.ts';
import { FIELD_RULES, isKnownLabel, ruleForLabel, type StandardFieldKey } from './field-vocabulary.ts';
import type { PrefilledField } from './prefill.types.ts';
import { amountCents } from './reconcile-amounts.ts';
import { valueKind, type ValueKind } from './value-kind.ts';

/**
 * Which rule of the pre-fill found a value. From a detected pair: 'label' (a label the vocabulary knows, with a value
 * it takes), 'shape' (no label, a value whose shape proves the field: an IBAN, a VAT number), 'first_token' (a known
 * label over text whose first token is the field's), 'party_name' (a name label in a party's block), 'arithmetic'
 * (the pair three sums that add up chose). By layout: 'title_line', 'label_above', 'label_beside', and the guesses
 * 'supplier_layout', 'address_layout' (the lines under the supplier's name), 'date_layout', 'number_layout',
 * 'total_as_subtotal' (tax 0.00, so the total is the subtotal), 'currency' (the code most amounts name).
 */
export type PrefillRule =
  | 'label'
  | 'shape'
  | 'first_token'
  | 'party_name'
  | 'arithmetic'
  | 'title_line'
  | 'label_above'
  | 'label_beside'
  | 'supplier_layout'
  | 'address_layout'
  | 'date_layout'
  | 'number_layout'
  | 'total_as_subtotal'
  | 'currency';

/** How a pre-filled value was found: its rule, the rule's own rank (the confidence before calibration), its label. */
export interface PrefillEvidence {
  rule: PrefillRule;
  rank: number;
  /** the detected pair's label, for the rules that read one */
  label?: string;
}

/**
 * The calibrator's inputs, each 0 when the signal is absent, so a weight reads as "what this signal does to the
 * log-odds of the value being right". Few and general, as the template's (template/confidence-features.ts): which
 * kind of rule, its rank, whether the value has the field's own kind and its label is known, the page's arithmetic;
 * no corpus, vendor or field-name feature.
 */
export const PREFILL_FEATURE_NAMES = [
  'rank',
  'by_layout_rule',
  'by_layout_guess',
  'by_shape',
  'kind_match',
  'label_known',
  'amounts_agree',
  'amounts_disagree',
  'kind_date',
  'kind_amount',
  'kind_name',
  'later_page',
  'lower_half',
] as const;
export type PrefillFeatureName = (typeof PREFILL_FEATURE_NAMES)[number];
export type PrefillFeatures = Record<PrefillFeatureName, number>;

const LAYOUT_RULES = new Set<PrefillRule>(['title_line', 'label_above', 'label_beside']);
const LAYOUT_GUESSES = new Set<PrefillRule>([
  'supplier_layout',
  'address_layout',
  'date_layout',
  'number_layout',
  'total_as_subtotal',
  'currency',
]);
const SUMS = new Set<StandardFieldKey>(['subtotal', 'tax_amount', 'total_amount']);
const NAMES = new Set<StandardFieldKey>(['supplier_name', 'customer_name']);

/** The kinds that are a field's own: its vocabulary's first kind (an IBAN's 'iban', not the account number's 'id'); ids and numbers alike for references. */
function ownKinds(field: StandardFieldKey): ValueKind[] {
  const kinds = FIELD_RULES.find((r) => r.field === field)?.kinds ?? [];
  const first = kinds[0];
  if (!first) return [];
  return first === 'id' || first === 'number' ? ['id', 'number'] : [first];
}

/** Which pair rule found a pair's guess (the classification suggest-fields.ts granted). */
export function pairRule(kv: { key: string; value: string }): PrefillRule {
  const plain = classifyPair(kv.key, kv.value);
  // only a party block's name label finds a field the vocabulary alone does not
  if (!plain) return 'party_name';
  if (plain.value !== kv.value.trim()) return 'first_token';
  return ruleForLabel(kv.key, valueKind(plain.value)) ? 'label' : 'shape';
}

/** Whether the chosen subtotal, tax and total add up: null where one of them is missing or not an amount. */
export function sumsAgree(fields: readonly PrefilledField[]): boolean | null {
  const cents = (f: StandardFieldKey) => {
    const v = fields.find((x) => x.field === f)?.value;
    return v === undefined ? null : amountCents(v);
  };
  const [s, t, total] = [cents('subtotal'), cents('tax_amount'), cents('total_amount')];
  return s === null || t === null || total === null ? null : s + t === total;
}

/** The features of one pre-filled value, given the document's chosen values (for the arithmetic). */
export function prefillFeatures(
  f: PrefilledField,
  ev: PrefillEvidence,
  agree: boolean | null,
  doc?: Pick<DocumentModel, 'pages'>,
): PrefillFeatures {
  const kind = valueKind(f.value);
  const sum = SUMS.has(f.field);
  const y = f.polygon ? polygonToBox(f.polygon, 1, 1).y0 : null;
  const first = doc?.pages[0]?.pageNumber ?? 1;
  const labelled = ev.label !== undefined ? isKnownLabel(ev.label) : LAYOUT_RULES.has(ev.rule);
  return {
    rank: ev.rank,
    by_layout_rule: LAYOUT_RULES.has(ev.rule) ? 1 : 0,
    by_layout_guess: LAYOUT_GUESSES.has(ev.rule) ? 1 : 0,
    by_shape: ev.rule === 'shape' || ev.rule === 'first_token' ? 1 : 0,
    kind_match: ownKinds(f.field).includes(kind) ? 1 : 0,
    label_known: labelled ? 1 : 0,
    amounts_agree: sum && agree === true ? 1 : 0,
    amounts_disagree: sum && agree === false ? 1 : 0,
    kind_date: f.field === 'invoice_date' || f.field === 'due_date' ? 1 : 0,
    kind_amount: sum ? 1 : 0,
    kind_name: NAMES.has(f.field) ? 1 : 0,
    later_page: f.page > first ? 1 : 0,
    // a header value low on the page (not a sum, whose place is there) is more often another block's
    lower_half: !sum && y !== null && y > 0.5 ? 1 : 0,
  };
}
