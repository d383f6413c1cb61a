import { readFileSync } from 'node:fs';
import { extractDocument, prefillFields, type PrefilledField, type StandardFieldKey } from '@paperbridge/engine';
import { pct, ws, type BenchTable } from './bench-utils.ts';
import { loadFxSeries, type FxTruth } from './fx-truth.ts';
import { headline } from './headlines.ts';
import type { ScoredValue } from './reliability-table.ts';
import { FieldTally, found, prefillReliabilityRows } from './value-match.ts';

/** The standard fields judged on the FX printed pages, each with its EN 16931 value from the CII twin (undefined: not given). */
export const FX_PREFILL_TRUTH: [StandardFieldKey, (t: FxTruth) => string | number | undefined][] = [
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

const given = (v: string | number | undefined): v is string | number =>
  typeof v === 'number' ? Number.isFinite(v) : !!v;

/** Each field the CII gives judged against the value pre-filled for it (by value, sign and calendar day: value-match.ts). */
export function judgeFxPrefill(
  t: FxTruth,
  fields: readonly PrefilledField[],
): { field: StandardFieldKey; want: string | number; value?: string; confidence?: number; right: boolean }[] {
  return FX_PREFILL_TRUTH.flatMap(([field, truth]) => {
    const want = truth(t);
    if (!given(want)) return [];
    const got = fields.find((f) => f.field === field);
    return [{ field, want, value: got?.value, confidence: got?.confidence, right: !!got && found(want, [got.value]) }];
  });
}

/** Whether a pre-filled value is the page's own text (issue 27 §2: never normalised text the page does not show). */
const printed = (f: PrefilledField, pageTexts: Map<number, string>) =>
  ws(pageTexts.get(f.page) ?? '').includes(ws(f.value));

/**
 * Issue 27: the pre-fill (no template) on the FX series' printed pages (German ZUGFeRD / Factur-X invoices of
 * one producer's examples), judged against the CII twin: per field, right over the documents whose CII gives it.
 */
export async function runFxPrefillBench(): Promise<BenchTable> {
  const series = loadFxSeries();
  if (!series?.length)
    return { title: 'FX printed pages (pre-fill vs CII)', rows: [['skipped', 'corpus folder missing']] };
  const tally = new FieldTally();
  const notes: string[] = [];
  let unprinted = 0,
    suggested = 0;
  const scored: ScoredValue[] = [];
  for (const t of series) {
    const r = await extractDocument(new Uint8Array(readFileSync(t.pdf)));
    const fields = r.document ? prefillFields(r.document).fields : [];
    const pageTexts = new Map(
      (r.document?.pages ?? []).map((p) => [p.pageNumber, p.lines.map((l) => l.text).join('\n')] as const),
    );
    const misses: string[] = [];
    for (const j of judgeFxPrefill(t, fields)) {
      tally.count(j.field, j.right);
      if (j.confidence !== undefined) scored.push({ confidence: j.confidence, right: j.right });
      if (!j.right) misses.push(`${j.field}=${JSON.stringify(j.value ?? null)} (want ${JSON.stringify(j.want)})`);
    }
    for (const f of fields) {
      suggested++;
      if (!printed(f, pageTexts)) {
        unprinted++;
        misses.push(`not printed: ${f.field}=${JSON.stringify(f.value)}`);
      }
    }
    notes.push(`${t.name}: missed ${misses.join(', ') || '-'}`);
  }
  const figure = `${tally.right}/${tally.expected} = ${pct(tally.expected ? tally.right / tally.expected : 0)}`;
  headline('fx-prefill', {
    measure: 'FX printed pages: header fields pre-filled without a template (vs CII twin)',
    figure,
    target: '≥ 85%',
  });
  return {
    title: 'FX printed pages (pre-fill without a template vs the CII twin)',
    rows: [
      ['fields the CII gives, pre-filled right', figure],
      ...tally.rows(
        FX_PREFILL_TRUTH.map(([f]) => f),
        '  ',
      ),
      ["suggestions that are not the page's own text", `${unprinted}/${suggested}`],
      ...prefillReliabilityRows(scored, ''),
    ],
    notes: process.env.BENCH_VERBOSE ? notes : [],
  };
}
