import type { DocumentModel } from '@paperbridge/contracts';
import { classifyPair } from './classify-field.ts';
import type { StandardFieldKey } from './field-vocabulary.ts';
import type { PrefilledField } from './prefill.types.ts';

type Sum = 'subtotal' | 'tax_amount' | 'total_amount';
const SUM_FIELDS: readonly Sum[] = ['subtotal', 'tax_amount', 'total_amount'];

/** An amount as printed, in cents: "$ 262.90", "46,68 €", "1.234,56", "-9,32"; null without two decimals. */
export function amountCents(text: string): number | null {
  const m = /([-−]?)\s*(?:[^\d\s\-−]{1,3}\s?)?(\d{1,3}(?:[.,' \u00a0]\d{3})*|\d+)[.,](\d{2})(?!\d)/u.exec(text);
  if (!m) return null;
  const whole = Number(m[2]!.replace(/[.,' \u00a0]/g, ''));
  return (m[1] ? -1 : 1) * (whole * 100 + Number(m[3]));
}

interface Candidate {
  index: number;
  value: string;
  cents: number;
}

/**
 * A document's own arithmetic picks its subtotal, tax and total: when the pairs granted those fields do
 * not add up (subtotal + tax = total) and other pairs that read as the same fields do, those are taken.
 * An invoice with section subtotals ("Subtotal $ 112.00" under each group of lines, then "Subtotal
 * $ 262.90" over the tax) otherwise gets its first section's subtotal. A pair already granted another
 * field is not taken, and a page with no triple that adds up keeps the first choice.
 */
export function reconcileAmounts(doc: Pick<DocumentModel, 'keyValues'>, granted: PrefilledField[]): PrefilledField[] {
  const cands = new Map<Sum, Candidate[]>(SUM_FIELDS.map((f) => [f, []]));
  doc.keyValues.forEach((kv, index) => {
    const g = classifyPair(kv.key, kv.value);
    if (!g || !SUM_FIELDS.includes(g.field as Sum)) return;
    const cents = amountCents(g.value);
    if (cents !== null) cands.get(g.field as Sum)!.push({ index, value: g.value, cents });
  });
  const fields = totalWithCents(doc, granted, cands.get('total_amount')!);
  const chosen = (f: Sum) => fields.find((x) => x.field === f);
  const centsOf = (f: Sum) => {
    const c = chosen(f);
    return c ? amountCents(c.value) : null;
  };
  const [s, t, total] = SUM_FIELDS.map(centsOf);
  if (s !== null && t !== null && total !== null && s! + t! === total) return fields;
  // "Tax $0.00" and a total with no subtotal printed: the amount before tax is the total itself
  if (s === null && t === 0 && total !== null) {
    const T = chosen('total_amount')!;
    return [
      ...fields,
      {
        ...T,
        field: 'subtotal',
        confidence: Math.min(T.confidence, 0.6),
        source: 'document',
        keyValueIndex: undefined,
      },
    ];
  }

  const owner = new Map(fields.filter((f) => f.keyValueIndex !== undefined).map((f) => [f.keyValueIndex!, f.field]));
  const free = (c: Candidate, f: Sum) => (owner.get(c.index) ?? f) === f;
  // the granted total first, then the others from the bottom of the document up (a summary block closes it)
  const order = (f: Sum) => {
    const granted = chosen(f)?.keyValueIndex;
    return cands
      .get(f)!
      .filter((c) => free(c, f))
      .sort((a, b) => Number(b.index === granted) - Number(a.index === granted) || b.index - a.index);
  };
  for (const T of order('total_amount')) {
    for (const S of order('subtotal')) {
      const T2 = order('tax_amount').find(
        (X) => X.index !== S.index && X.index !== T.index && S.cents > 0 && S.cents + X.cents === T.cents,
      );
      if (!T2 || S.index === T.index) continue;
      return replace(
        doc,
        fields,
        new Map<StandardFieldKey, Candidate>([
          ['subtotal', S],
          ['tax_amount', T2],
          ['total_amount', T],
        ]),
      );
    }
  }
  return fields;
}

function replace(
  doc: Pick<DocumentModel, 'keyValues'>,
  fields: PrefilledField[],
  picks: Map<StandardFieldKey, Candidate>,
): PrefilledField[] {
  const made = (field: StandardFieldKey, c: Candidate): PrefilledField => {
    const kv = doc.keyValues[c.index]!;
    const before = fields.find((f) => f.field === field);
    // three pairs that add up are stronger evidence than any one label
    const confidence = Math.max(before?.keyValueIndex === c.index ? before.confidence : 0, 0.9);
    return {
      field,
      value: c.value,
      confidence,
      page: kv.page,
      polygon: kv.valuePolygon,
      source: 'label',
      keyValueIndex: c.index,
    };
  };
  const out = fields.map((f) => (picks.has(f.field) ? made(f.field, picks.get(f.field)!) : f));
  for (const [field, c] of picks) if (!fields.some((f) => f.field === field)) out.push(made(field, c));
  return out;
}

/**
 * "Total 1" (a table's quantity column summed) beside "Grand Total 319.00": a total granted a bare count
 * gives way to the last total that prints an amount with cents, when that pair is not another field's.
 */
function totalWithCents(
  doc: Pick<DocumentModel, 'keyValues'>,
  fields: PrefilledField[],
  totals: Candidate[],
): PrefilledField[] {
  const granted = fields.find((f) => f.field === 'total_amount');
  if (!granted || amountCents(granted.value) !== null) return fields;
  const taken = new Set(fields.map((f) => f.keyValueIndex));
  const better = totals.filter((c) => !taken.has(c.index)).pop();
  return better ? replace(doc, fields, new Map([['total_amount', better]])) : fields;
}
