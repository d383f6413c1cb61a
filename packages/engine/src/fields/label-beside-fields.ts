import type { DocumentModel, Polygon } from '@paperbridge/contracts';
import { polygonToBox } from '../geometry/polygon.ts';
import { ruleForLabel, type StandardFieldKey } from './field-vocabulary.ts';
import type { LayoutValue } from './layout-value.types.ts';
import { bottom, height, left, right, top } from './line-box.ts';
import { valueKind } from './value-kind.ts';

type Line = DocumentModel['pages'][number]['lines'][number];

const SUMS = new Set<StandardFieldKey>(['subtotal', 'tax_amount', 'total_amount']);

const box = (p: Polygon) => polygonToBox(p, 1, 1);
const within = (l: Line, p: Polygon) => {
  const b = box(p);
  return b.x0 < right(l) && b.x1 > left(l) && b.y0 < bottom(l) && b.y1 > top(l);
};
const sameRow = (a: Line, b: Line) =>
  Math.min(bottom(a), bottom(b)) - Math.max(top(a), top(b)) > 0.5 * Math.min(height(a), height(b));

/**
 * A totals block printed beside a table ("Total HT 624,90 €" level with the VAT breakdown's header, "Total TTC"
 * under it): the pair detector leaves rows inside a table's area alone, so a sum's label with its amount as the
 * next run on its row is read here. Only the document's sums (subtotal, tax, total), by a label the vocabulary
 * knows; the last such row of the document counts (a summary closes it). Fields in `skip` are left out.
 */
export function labelBesideFields(
  doc: Pick<DocumentModel, 'pages' | 'keyValues'>,
  skip: (f: StandardFieldKey) => boolean,
): Map<StandardFieldKey, LayoutValue> {
  const out = new Map<StandardFieldKey, LayoutValue>();
  for (const page of doc.pages) {
    const pairs = doc.keyValues.filter((kv) => kv.page === page.pageNumber);
    const used = (l: Line) => pairs.some((kv) => within(l, kv.keyPolygon) || within(l, kv.valuePolygon));
    const lines = [...page.lines].sort((a, b) => top(a) - top(b) || left(a) - left(b));
    for (const label of lines) {
      const text = label.text.replace(/:\s*$/, '').trim();
      if (/\d/.test(text) || text.split(/\s+/).length > 4 || used(label)) continue;
      const next = lines
        .filter((l) => l !== label && left(l) >= right(label) && sameRow(l, label))
        .sort((a, b) => left(a) - left(b))[0];
      if (!next || used(next) || valueKind(next.text) !== 'amount') continue;
      const rule = ruleForLabel(text, 'amount');
      if (!rule || !SUMS.has(rule.field) || skip(rule.field)) continue;
      out.set(rule.field, { value: next.text.trim(), confidence: 0.5, page: page.pageNumber, polygon: next.polygon });
    }
  }
  return out;
}
