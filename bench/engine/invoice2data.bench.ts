import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractDocument, prefillFields, type PrefilledField, type StandardFieldKey } from '@paperbridge/engine';
import { corpus, pct, type BenchTable } from './bench-utils.ts';
import { headline } from './headlines.ts';
import type { ScoredValue } from './reliability-table.ts';
import { FieldTally, found, prefillReliabilityRows } from './value-match.ts';

/** Keys that invoice2data templates set as constants or that are not header values printed on the page. */
const SKIP = new Set(['issuer', 'currency', 'desc', 'lines', 'version', 'country_code']);

/**
 * invoice2data keys that are header fields of a Commercial Invoice (its standard fields), and the
 * engine's field each is pre-filled as. `partner_name` is the supplier where the template sets it;
 * `issuer` (a template's own name for the vendor) stands in where it does not.
 */
const HEADER_FIELDS: Record<string, StandardFieldKey> = {
  invoice_number: 'invoice_number',
  date: 'invoice_date',
  date_due: 'due_date',
  partner_name: 'supplier_name',
  vat: 'supplier_tax_id',
  gstin: 'supplier_tax_id',
  amount: 'total_amount',
  amount_untaxed: 'subtotal',
  amount_tax: 'tax_amount',
  currency: 'currency',
  iban: 'iban',
  bic: 'bic',
  customer_order_number: 'order_number',
  purchase_order_id: 'po_number',
};

/** One expected header value of a document judged against the value pre-filled for its field (not any pair's value). */
export interface JudgedPrefill {
  key: string;
  field: StandardFieldKey;
  /** the pre-filled value, undefined when the field was not pre-filled */
  value?: string;
  confidence?: number;
  right: boolean;
}

/** Header fields of one document: each expected value against the value pre-filled for its field. */
export function judgeInvoicePrefill(
  expected: Record<string, unknown>,
  prefilled: readonly PrefilledField[],
): JudgedPrefill[] {
  const want = { ...expected };
  if (want.partner_name === undefined && typeof want.issuer === 'string') want.partner_name = want.issuer;
  const keys = Object.keys(HEADER_FIELDS).filter((k) => want[k] !== undefined && want[k] !== '');
  return keys.map((key) => {
    const field = HEADER_FIELDS[key]!;
    // the last one for the field, as a map of the fields would keep (the pre-fill gives each field once)
    const got = [...prefilled].reverse().find((p) => p.field === field);
    if (!got) return { key, field, right: false };
    // a currency is named by its code or its symbol; the pre-fill answers the code
    const right = key === 'currency' ? got.value === String(want[key]).toUpperCase() : found(want[key], [got.value]);
    return { key, field, value: got.value, confidence: got.confidence, right };
  });
}

/** The invoice2data documents with their expected values; the issuer names the layout (the cross-validation group). */
export function invoiceDocs(): { name: string; pdf: string; expected: Record<string, unknown>; issuer: string }[] {
  const dir = corpus('invoice2data-compare');
  if (!dir) return [];
  return readdirSync(dir)
    .filter((x) => x.endsWith('.pdf'))
    .sort()
    .map((f) => {
      const expected = (
        JSON.parse(readFileSync(path.join(dir, f.replace(/\.pdf$/, '.json')), 'utf8')) as Record<string, unknown>[]
      )[0]!;
      return { name: f, pdf: path.join(dir, f), expected, issuer: String(expected.issuer ?? f) };
    });
}

/** invoice2data: share of expected header values that generic key-value extraction finds (no templates). */
export async function runInvoiceBench(): Promise<BenchTable> {
  if (!corpus('invoice2data-compare')) return { title: 'invoice2data', rows: [['skipped', 'corpus folder missing']] };
  let total = 0,
    hit = 0,
    hTotal = 0,
    hHit = 0;
  const tally = new FieldTally();
  const per: string[] = [];
  const scored: ScoredValue[] = [];
  for (const { name, pdf, expected } of invoiceDocs()) {
    const r = await extractDocument(new Uint8Array(readFileSync(pdf)));
    const values = (r.document?.keyValues ?? []).map((kv) => kv.value);
    const keys = Object.keys(expected).filter((k) => !SKIP.has(k));
    const ok = keys.filter((k) => found(expected[k], values));
    total += keys.length;
    hit += ok.length;
    per.push(`${name}: ${ok.length}/${keys.length} (missed: ${keys.filter((k) => !ok.includes(k)).join(', ') || '-'})`);
    const judged = judgeInvoicePrefill(expected, r.document ? prefillFields(r.document).fields : []);
    for (const j of judged) {
      tally.count(j.field, j.right);
      if (j.confidence !== undefined) scored.push({ confidence: j.confidence, right: j.right });
    }
    hTotal += judged.length;
    hHit += judged.filter((j) => j.right).length;
    const missed = judged.filter((j) => !j.right).map((j) => `${j.key}=${JSON.stringify(j.value ?? null)}`);
    per.push(
      `  header fields pre-filled right: ${judged.length - missed.length}/${judged.length} (missed: ${missed.join(', ') || '-'})`,
    );
  }
  headline('invoice', {
    measure: 'invoice2data Commercial Invoice header fields pre-filled without a template',
    figure: `${hHit}/${hTotal} = ${pct(hTotal ? hHit / hTotal : 0)}`,
    target: '≥ 85%',
  });
  return {
    title: 'invoice2data (generic key-values, no template)',
    rows: [
      ['header values found', `${hit}/${total} = ${pct(total ? hit / total : 0)}`],
      // issue 13 §4: each Commercial Invoice header field pre-filled with the expected value (target ≥ 85%)
      [
        'invoice2data expected header values found by the generic key-values (no template)',
        `${hHit}/${hTotal} = ${pct(hTotal ? hHit / hTotal : 0)}`,
      ],
      ...tally.rows([...new Set(Object.values(HEADER_FIELDS))], '  pre-filled right: '),
      ...prefillReliabilityRows(scored),
    ],
    notes: process.env.BENCH_VERBOSE ? per : [],
  };
}
