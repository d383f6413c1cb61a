import type { DocumentModel, Template } from '@paperbridge/contracts';
import { prefillFields } from '@paperbridge/engine';
import type { DocumentParty } from '../../../db/schema/index.ts';

/** Output fields that name who issued the document, by their (lower-case) name. */
const SUPPLIER_FIELD =
  /^(supplier|merchant|vendor|seller|licensor|lieferant|verkaufer|verkäufer|fournisseur|leverancier|proveedor|fornitore)( name)?$/;

/** A tax id or IBAN as compared: no spaces, dots or dashes, upper case. */
export const compact = (s: string) => s.replace(/[\s.-]/g, '').toUpperCase();
const unique = (xs: string[]) => [...new Set(xs.filter(Boolean))];

/**
 * Who a document appears to be from, read without any template (issue 30 points 3 and 4): the supplier's name,
 * tax ids and IBANs as the engine's field pre-fill finds them on the page. Names are compared loosely (OCR), ids
 * exactly without spaces.
 */
export function documentParty(model: Pick<DocumentModel, 'pages' | 'keyValues' | 'tables'>): DocumentParty {
  const { fields } = prefillFields(model);
  const all = (key: string) => fields.filter((f) => f.field === key).map((f) => f.value.trim());
  return {
    name: all('supplier_name')[0] ?? null,
    taxIds: unique(all('supplier_tax_id').map(compact)),
    ibans: unique(all('iban').map(compact)),
  };
}

/**
 * The mapping's supplier: the name the user mapped on the sample (as typed) with the sample's tax ids and IBANs. Only
 * a mapped name counts: the pre-fill's guess at a name, on a photo especially, would make strangers of the supplier's
 * own documents.
 */
export function supplierIdentityOf(
  template: Template | null,
  sample: Pick<DocumentModel, 'pages' | 'keyValues' | 'tables'> | null,
): DocumentParty {
  const party = sample ? documentParty(sample) : { name: null, taxIds: [], ibans: [] };
  const mapped = template?.fields.find((f) => SUPPLIER_FIELD.test(f.name.trim().toLowerCase()) && f.located);
  const name = (mapped?.typedValue ?? mapped?.sampleValue)?.trim();
  return { ...party, name: name || null };
}

/** Letters and digits only, accents and case gone: how names and labels are compared. */
export const flat = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Levenshtein distance, bounded work: names are short. */
function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(prev[j]! + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

/** The same name as OCR reads it on another copy: "SANYO STATIONERY SHOP" ~ "SANYU STATIONERY SHOP". */
export function similarNames(a: string | null, b: string | null): boolean {
  const x = flat(a ?? '');
  const y = flat(b ?? '');
  if (x.length < 3 || y.length < 3) return false;
  if (x.includes(y) || y.includes(x)) return true;
  return distance(x, y) <= Math.floor(Math.max(x.length, y.length) * 0.2);
}

/**
 * Whether a name is printed on the given lines, allowing OCR's misread characters: a line (or two lines joined, for
 * a name broken across them) that holds a stretch within a fifth of the name's characters of it. Only lines that
 * share a three-letter piece with the name are compared character by character.
 */
export function nameOnPage(name: string, lines: string[]): boolean {
  const want = flat(name);
  if (want.length < 3) return false;
  const allowed = Math.floor(want.length * 0.2);
  const grams = new Set(Array.from({ length: want.length - 2 }, (_, i) => want.slice(i, i + 3)));
  const flats = lines.map(flat);
  for (let l = 0; l < flats.length; l++) {
    const text = flats[l]! + (flats[l + 1] ?? '');
    if (text.includes(want)) return true;
    if (!allowed || ![...grams].some((g) => text.includes(g))) continue;
    for (let i = 0; i + want.length - allowed <= text.length; i++) {
      for (const len of [want.length - 1, want.length, want.length + 1]) {
        if (len > 0 && i + len <= text.length && distance(want, text.slice(i, i + len)) <= allowed) return true;
      }
    }
  }
  return false;
}

/** Two parties are the same supplier: an IBAN or tax id in common, or names alike. */
export function sameParty(a: DocumentParty, b: DocumentParty): boolean {
  if (a.ibans.some((x) => b.ibans.includes(x))) return true;
  if (a.taxIds.some((x) => b.taxIds.includes(x))) return true;
  return similarNames(a.name, b.name);
}
