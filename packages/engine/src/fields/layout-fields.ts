import type { DocumentModel } from '@paperbridge/contracts';
import { normaliseLabel } from './field-vocabulary.ts';
import { bottom, left, right, top } from './line-box.ts';
import { TITLE } from './supplier-by-layout.ts';
import { currencyIn, dateIn } from './value-kind.ts';
import type { LayoutValue } from './layout-value.types.ts';

/** The first date printed in the upper half of the first page, for a document whose date has no label the vocabulary knows. */
export function dateByLayout(doc: Pick<DocumentModel, 'pages'>): LayoutValue | null {
  const page = doc.pages[0];
  if (!page) return null;
  const line = [...page.lines]
    .filter((l) => top(l) < 0.5)
    .sort((a, b) => top(a) - top(b) || left(a) - left(b))
    .find((l) => dateIn(l.text));
  return line ? { value: dateIn(line.text)!, confidence: 0.4, page: page.pageNumber, polygon: line.polygon } : null;
}

/** The currency most amounts name (symbol or ISO code), from the given texts first, then from every line. */
export function currencyByLayout(doc: Pick<DocumentModel, 'pages'>, amounts: readonly string[]): LayoutValue | null {
  const vote = (texts: readonly string[]) => {
    const n = new Map<string, number>();
    for (const t of texts) {
      const c = currencyIn(t);
      if (c) n.set(c, (n.get(c) ?? 0) + 1);
    }
    return [...n.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  };
  const fromAmounts = vote(amounts);
  if (fromAmounts) return { value: fromAmounts, confidence: 0.8, page: 1, polygon: null };
  const fromPage = vote(doc.pages.flatMap((p) => p.lines.map((l) => l.text)));
  return fromPage ? { value: fromPage, confidence: 0.5, page: 1, polygon: null } : null;
}

/**
 * "INVOICE" over "# invoice_number_1" (or "Receipt" beside "No. 2041"): a number printed under or beside
 * the document's title with a number sign and no label of its own. The sign is left out of the value.
 */
export function invoiceNumberByLayout(doc: Pick<DocumentModel, 'pages'>): LayoutValue | null {
  const page = doc.pages[0];
  if (!page) return null;
  for (const title of page.lines) {
    const norm = normaliseLabel(title.text);
    if (!TITLE.test(norm) || norm.split(' ').length > 3 || top(title) > 0.4) continue;
    const h = bottom(title) - top(title);
    const near = page.lines.filter(
      (l) =>
        l !== title &&
        ((top(l) >= top(title) &&
          top(l) - bottom(title) < 1.5 * h &&
          Math.min(right(l), right(title)) > Math.max(left(l), left(title))) ||
          (Math.abs(top(l) - top(title)) < h / 2 && left(l) > right(title) && left(l) - right(title) < 0.15)),
    );
    for (const l of near) {
      const m = /^(?:#|no\.?|nr\.?|n[°º])\s*(\S*\d\S*)$/iu.exec(l.text.trim());
      if (m) return { value: m[1]!, confidence: 0.5, page: page.pageNumber, polygon: l.polygon };
    }
  }
  return null;
}
