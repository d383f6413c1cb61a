import { readFileSync } from 'node:fs';
import { extractDocument, prefillFields, type PrefilledField, type StandardFieldKey } from '@paperbridge/engine';
import { pct, ws, type BenchTable } from './bench-utils.ts';
import { loadFxSeries, type FxTruth } from './fx-truth.ts';
import { headline } from './headlines.ts';
import { FieldTally, found } from './value-match.ts';

/** The standard fields judged on the FX printed pages, each with its EN 16931 value from the CII twin (undefined: not given). */
const TRUTH: [StandardFieldKey, (t: FxTruth) => string | number | undefined][] = [
  ['invoice_number', (t) => t.invoiceNumber || undefined],
  ['invoice_date', (t) => t.issueDate || undefined],
  ['due_date', (t) => t.dueDate],
  ['supplier_name', (t) => t.sellerName || undefined],
  ['customer_name', (t) => t.buyerName || undefined],
  ['supplier_tax_id', (t) => t.sellerVatId],
  ['customer_tax_id', (t) => t.buyerVatId],
  ['iban', (t) => t.iban],
  ['bic', (t) => t.bic],
  ['subtotal', (t) => t.netTotal],
  ['tax_amount', (t) => t.taxTotal],
  // BT-112, the total with VAT; the amount due (BT-115) differs where prepayments were made
  ['total_amount', (t) => t.grandTotal],
];

const given = (v: string | number | undefined): v is string | number => (typeof v === 'number' ? Number.isFinite(v) : !!v);

/** Whether a pre-filled value is the page's own text (issue 27 §2: never normalised text the page does not show). */
const printed = (f: PrefilledField, pageTexts: Map<number, string>) => ws(pageTexts.get(f.page) ?? '').includes(ws(f.value));

/**
 * Issue 27: the pre-fill (no template) on the FX series' printed pages (German ZUGFeRD / Factur-X invoices of
 * one producer's examples), judged against the CII twin: per field, right over the documents whose CII gives it.
 */
export async function runFxPrefillBench(): Promise<BenchTable> {
  const series = loadFxSeries();
  if (!series?.length) return { title: 'FX printed pages (pre-fill vs CII)', rows: [['skipped', 'corpus folder missing']] };
  const tally = new FieldTally();
  const notes: string[] = [];
  let unprinted = 0, suggested = 0;
  for (const t of series) {
    const r = await extractDocument(new Uint8Array(readFileSync(t.pdf)));
    const fields = r.document ? prefillFields(r.document).fields : [];
    const pageTexts = new Map((r.document?.pages ?? []).map((p) => [p.pageNumber, p.lines.map((l) => l.text).join('\n')] as const));
    const misses: string[] = [];
    for (const [field, truth] of TRUTH) {
      const want = truth(t);
      if (!given(want)) continue;
      const got = fields.find((f) => f.field === field);
      const ok = !!got && found(want, [got.value]);
      tally.count(field, ok);
      if (!ok) misses.push(`${field}=${JSON.stringify(got?.value ?? null)} (want ${JSON.stringify(want)})`);
    }
    for (const f of fields) {
      suggested++;
      if (!printed(f, pageTexts)) { unprinted++; misses.push(`not printed: ${f.field}=${JSON.stringify(f.value)}`); }
    }
    notes.push(`${t.name}: missed ${misses.join(', ') || '-'}`);
  }
  const figure = `${tally.right}/${tally.expected} = ${pct(tally.expected ? tally.right / tally.expected : 0)}`;
  headline('fx-prefill', { measure: 'FX printed pages: header fields pre-filled without a template (vs CII twin)', figure, target: '≥ 85%' });
  return {
    title: 'FX printed pages (pre-fill without a template vs the CII twin)',
    rows: [
      ['fields the CII gives, pre-filled right', figure],
      ...tally.rows(TRUTH.map(([f]) => f), '  '),
      ['suggestions that are not the page\'s own text', `${unprinted}/${suggested}`],
    ],
    notes: process.env.BENCH_VERBOSE ? notes : [],
  };
}
