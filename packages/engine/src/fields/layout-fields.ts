import type { DocumentModel, Polygon } from '@paperbridge/contracts';
import { isKnownLabel, normaliseLabel } from './field-vocabulary.ts';
import { currencyIn, dateIn } from './value-kind.ts';

type Line = DocumentModel['pages'][number]['lines'][number];

/** A value found by where it sits rather than by a label. */
export interface LayoutValue {
  value: string;
  confidence: number;
  page: number;
  polygon: Polygon | null;
}

/** A company's legal form at the end of its name: "Coolblue B.V.", "Amazon Web Services, Inc.", "QualityHosting AG". */
const LEGAL_FORM = /(?:^|[\s,])(?:b\.?\s?v\.?|n\.?\s?v\.?|gmbh|ag|se|kg|ohg|ug|e\.\s?k\.?|ltd\.?|limited|llc|l\.l\.c\.|llp|inc\.?|incorporated|corp\.?|corporation|co\.|plc|pty\.?(?:\s?ltd\.?)?|pvt\.?(?:\s?ltd\.?)?|private limited|s\.?a\.?s?\.?|sarl|s\.?a\.?r\.?l\.?|s\.?r\.?l\.?|s\.?l\.?|s\.?p\.?a\.?|sdn\.?\s?bhd\.?|bhd\.?|oy|ab|a\/s|aps|as|sp\.?\s?z\s?o\.?\s?o\.?|sp[oó][lł]ka(?:\s\p{L}+)?|v\.?o\.?f\.?|bvba|sprl)$/iu;
/** Document titles are not the supplier: "FACTUUR.", "Tax Invoice", "Rechnung". */
const TITLE = /^(tax )?(invoice|receipt|bill|credit note|factuur|creditnota|rechnung|gutschrift|facture|avoir|factura|fattura|faktura|quotation|offerte|devis|angebot|order confirmation)\b/;

const top = (l: Line) => Math.min(...l.polygon.map((p) => p[1]));
const left = (l: Line) => Math.min(...l.polygon.map((p) => p[0]));
const height = (l: Line) => Math.max(...l.polygon.map((p) => p[1])) - top(l);
const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;

/**
 * The supplier's name by layout, on the first page: a line near the top that
 * ends in a legal form; else the tallest line of words in the top fifth that is
 * neither the document's title nor a label. A line right under a "Bill to"
 * style label names the customer and is skipped.
 */
export function supplierByLayout(doc: Pick<DocumentModel, 'pages'>): LayoutValue | null {
  const page = doc.pages[0];
  if (!page) return null;
  const lines = page.lines.filter((l) => top(l) < 0.3 && letters(l.text) >= 2 && letters(l.text) >= l.text.replace(/\s/g, '').length * 0.5);
  const customerLabelAbove = (l: Line) =>
    page.lines.some((o) => o !== l && top(o) < top(l) && top(l) - top(o) < 3 * height(l) && Math.abs(left(o) - left(l)) < 0.05 && /^(bill|billed|invoice|sold|ship|deliver)(ed)? to|^(customer|client|klant|kunde|destinataire)/.test(normaliseLabel(o.text)));
  const usable = lines.filter((l) => !TITLE.test(normaliseLabel(l.text)) && !isKnownLabel(l.text.replace(/:.*$/, '')) && !customerLabelAbove(l));
  const legal = usable.filter((l) => LEGAL_FORM.test(l.text.trim().replace(/[,;]+$/, '')));
  const pick = (l: Line, confidence: number): LayoutValue => ({ value: l.text.trim(), confidence, page: page.pageNumber, polygon: l.polygon });
  if (legal.length) return pick([...legal].sort((a, b) => top(a) - top(b))[0]!, 0.8);
  const tall = usable.filter((l) => top(l) < 0.2).sort((a, b) => height(b) - height(a) || top(a) - top(b))[0];
  return tall ? pick(tall, 0.4) : null;
}

/** The first date printed in the upper half of the first page, for a document whose date has no label the vocabulary knows. */
export function dateByLayout(doc: Pick<DocumentModel, 'pages'>): LayoutValue | null {
  const page = doc.pages[0];
  if (!page) return null;
  const line = [...page.lines].filter((l) => top(l) < 0.5).sort((a, b) => top(a) - top(b) || left(a) - left(b)).find((l) => dateIn(l.text));
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
