import type { DocumentModel, Polygon } from '@paperbridge/contracts';
import { polygonToBox } from '../geometry/polygon.ts';
import { normaliseLabel, ruleForLabel, type StandardFieldKey } from './field-vocabulary.ts';
import type { LayoutValue } from './layout-value.types.ts';
import { bottom, height, left, right, top } from './line-box.ts';
import { TITLE } from './supplier-by-layout.ts';
import { valueKind, type ValueKind } from './value-kind.ts';

type Page = DocumentModel['pages'][number];
type Line = Page['lines'][number];

/** Kinds a value under a label must have: a shape that says "value" (a text under a heading proves nothing). */
const VALUE_KINDS = new Set<ValueKind>(['date', 'amount', 'tax-id', 'iban', 'bic', 'id', 'number']);

/** Column headers that head any table ("Amount", "Total", "Date"): over one value they name the row's, not the document's. */
const GENERIC =
  /^(amount|total|date|datum|data|fecha|no|nr|number|summe|betrag|montant|importe|importo|bedrag|totaal|totale|dated|tarikh|jumlah)$/;

const box = (p: Polygon) => polygonToBox(p, 1, 1);
const within = (l: Line, p: Polygon) => {
  const b = box(p);
  return b.x0 < right(l) && b.x1 > left(l) && b.y0 < bottom(l) && b.y1 > top(l);
};
const hOverlap = (a: Line, b: Line) => Math.min(right(a), right(b)) - Math.max(left(a), left(b)) > 0;

/**
 * Labels above their values where no pair was detected: a header cell of a row of headers over one value
 * ("Beschreibung | Fälligkeit | Teilzahlung" over "05.03.2019" alone), a label line over a date or amount in its
 * column. The label must name a field the vocabulary knows with the value's kind, the value must stand directly
 * under it (within one and a half lines) and be the only value of its column there: a column of values is a
 * table's, whose header names every row. Fields in `skip` are left out; the first label per field counts.
 */
export function labelAboveFields(
  doc: Pick<DocumentModel, 'pages' | 'keyValues'>,
  skip: (f: StandardFieldKey) => boolean,
): Map<StandardFieldKey, LayoutValue> {
  const out = new Map<StandardFieldKey, LayoutValue>();
  for (const page of doc.pages) {
    const pairs = doc.keyValues.filter((kv) => kv.page === page.pageNumber);
    const used = (l: Line) => pairs.some((kv) => within(l, kv.keyPolygon) || within(l, kv.valuePolygon));
    const lines = [...page.lines].sort((a, b) => top(a) - top(b) || left(a) - left(b));
    lines.forEach((label, i) => {
      const text = label.text.replace(/:\s*$/, '').trim();
      const norm = normaliseLabel(text);
      // the document's title ("INVOICE" over "# 2022-0117") is read by the title rules, which leave the sign out
      if (/\d/.test(text) || text.split(/\s+/).length > 4 || GENERIC.test(norm) || TITLE.test(norm) || used(label))
        return;
      const h = height(label);
      // "Ohne" over "MwSt.": a header stacked over lines is one header, and its last line alone names nothing
      if (
        lines.some((l) => l !== label && top(l) < top(label) && top(label) - bottom(l) < 0.5 * h && hOverlap(l, label))
      )
        return;
      const below = lines
        .slice(i + 1)
        .filter((l) => top(l) >= bottom(label) - h * 0.2 && top(l) - bottom(label) < 1.5 * h && hOverlap(l, label));
      if (below.length !== 1) return;
      const value = below[0]!;
      const kind = valueKind(value.text);
      if (!VALUE_KINDS.has(kind) || used(value)) return;
      const rule = ruleForLabel(text, kind);
      if (!rule || skip(rule.field) || out.has(rule.field)) return;
      // another value of the same kind further down the column makes it a table's body (rows a few lines apart), not a label's value
      const vh = height(value);
      if (
        lines.some(
          (l) =>
            l !== value &&
            top(l) > top(value) &&
            top(l) - bottom(value) < 6 * vh &&
            hOverlap(l, value) &&
            valueKind(l.text) === kind,
        )
      )
        return;
      out.set(rule.field, {
        value: value.text.trim(),
        confidence: 0.55,
        page: page.pageNumber,
        polygon: value.polygon,
      });
    });
  }
  return out;
}
