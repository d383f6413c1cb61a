import type { DocumentModel, Polygon } from '@paperbridge/contracts';
import { classifyPair } from './classify-field.ts';
import { isKnownLabel } from './field-vocabulary.ts';
import { guessInParty, partySections, type Party } from './party-sections.ts';
import { valueKind } from './value-kind.ts';

type KeyValue = DocumentModel['keyValues'][number];
type Table = DocumentModel['tables'][number];

/** Value kinds that say "this is a value" by their shape alone. */
const TELLING = new Set(['date', 'amount', 'tax-id', 'iban']);

/** A table's column headers, lower case: a pair keyed by one is the header over its first cell. */
const headers = (t: Table) => new Set(t.columns.map((c) => (c.header ?? '').trim().toLowerCase()).filter(Boolean));

/** How likely a detected pair is a real label and its value, 0..1, and whether it is shown among the likely ones. */
export interface PairRank {
  likelihood: number;
  likely: boolean;
}

/** Pairs at or above this are listed first; the rest are folded under "Other text found". */
export const LIKELY_PAIR = 0.5;

const center = (p: Polygon): [number, number] => {
  const xs = p.map((q) => q[0]),
    ys = p.map((q) => q[1]);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
};
const inside = (pt: [number, number], p: Polygon) => {
  const xs = p.map((q) => q[0]),
    ys = p.map((q) => q[1]);
  return pt[0] >= Math.min(...xs) && pt[0] <= Math.max(...xs) && pt[1] >= Math.min(...ys) && pt[1] <= Math.max(...ys);
};

/**
 * Ranks the key-value pairs of a document by how likely each is a label with
 * its value: a label the field vocabulary knows, a value with a telling shape
 * (date, amount, number, IBAN) and a field the pair classifies as raise it; a
 * pair inside a detected table (a column header over its first cell), a pair
 * of two runs of prose ("FACTUUR." beside "Weena 664") and a repeat of an
 * earlier pair lower it. A pair read in its party's block (issue 27: "Name:" under "Verkäufer") counts as
 * one whose label is known.
 */
export function rankKeyValues(
  doc: Pick<DocumentModel, 'keyValues' | 'tables'> & Partial<Pick<DocumentModel, 'pages'>>,
  parties: readonly (Party | null)[] = partySections(doc),
): PairRank[] {
  const seen = new Set<string>();
  return doc.keyValues.map((kv, i) => {
    const s = pairLikelihood(kv, doc.tables, seen, parties[i] ?? null);
    return { likelihood: s, likely: s >= LIKELY_PAIR };
  });
}

function pairLikelihood(kv: KeyValue, tables: DocumentModel['tables'], seen: Set<string>, party: Party | null): number {
  const kind = valueKind(kv.value);
  const plain = classifyPair(kv.key, kv.value);
  const guess = guessInParty(plain, kv, party);
  const known = isKnownLabel(kv.key) || (!plain && !!guess);
  let s = 0.25 + 0.15 * kv.confidence;
  if (guess) s += 0.35 * guess.confidence;
  if (known) s += 0.15;
  if (TELLING.has(kind)) s += 0.2;
  else if (kind !== 'text') s += 0.1;
  else if (!known) s -= 0.2;
  if (!known && /[.!?]$/.test(kv.key.trim())) s -= 0.15; // a sentence's end is not a label
  // a data table (one with column headers) holds cells, not pairs; a table without headers may be a block of pairs
  const onPage = tables.filter((t) => t.pages.includes(kv.page) && headers(t).size > 0);
  if (onPage.some((t) => headers(t).has(kv.key.trim().toLowerCase()))) s = Math.min(s, 0.2);
  else if (onPage.some((t) => inside(center(kv.valuePolygon), t.polygon))) s -= 0.35;
  const id = `${kv.key.toLowerCase()}\u0000${kv.value}`;
  if (seen.has(id)) s = Math.min(s - 0.3, 0.45); // a repeat (a total printed twice) is listed once
  seen.add(id);
  return Math.round(Math.min(1, Math.max(0, s)) * 1000) / 1000;
}
