import { readFileSync } from 'node:fs';
import type { DocumentModel } from '@paperbridge/contracts';
import { extractDocument, prefillFields, type PrefilledField, type StandardFieldKey } from '@paperbridge/engine';
import { classifyPair } from '../../packages/engine/src/fields/classify-field.ts';
import { labelAboveFields } from '../../packages/engine/src/fields/label-above-fields.ts';
import { labelBesideFields } from '../../packages/engine/src/fields/label-beside-fields.ts';
import { dateByLayout, invoiceNumberByLayout } from '../../packages/engine/src/fields/layout-fields.ts';
import type { LayoutValue } from '../../packages/engine/src/fields/layout-value.types.ts';
import { guessInParty, partySections } from '../../packages/engine/src/fields/party-sections.ts';
import {
  pairRule,
  prefillFeatures,
  sumsAgree,
  type PrefillEvidence,
  type PrefillFeatures,
  type PrefillRule,
} from '../../packages/engine/src/fields/prefill-confidence-features.ts';
import { rankKeyValues } from '../../packages/engine/src/fields/rank-pairs.ts';
import { supplierByLayout } from '../../packages/engine/src/fields/supplier-by-layout.ts';
import { titleLineFields } from '../../packages/engine/src/fields/title-line-fields.ts';
import { judgeFxPrefill } from './fx-prefill.bench.ts';
import { loadFxSeries } from './fx-truth.ts';
import { invoiceDocs, judgeInvoicePrefill } from './invoice2data.bench.ts';

/** One pre-filled value of a field the corpus gives, labelled right or wrong as the pre-fill benches judge it. */
export interface PrefillSample {
  /** the cross-validation group: the invoice2data issuer (its layout), or the FX series (one producer) */
  group: string;
  doc: string;
  field: StandardFieldKey;
  value: string;
  rule: PrefillEvidence['rule'];
  /** the rule's rank, the confidence before calibration */
  rank: number;
  /** the confidence the committed model gives */
  confidence: number;
  features: PrefillFeatures;
  right: boolean;
  /**
   * false: what a rule found that the pre-fill did not suggest (another rule's or another pair's value won the
   * field). Each rule is judged wherever it fires, so the weak rules, which win few fields, are weighed on more
   * than a handful of values; the reliability of what the pre-fill delivers is reported over the suggested ones.
   */
  suggested: boolean;
}

type Why = Map<StandardFieldKey, { ev: PrefillEvidence; features: PrefillFeatures }>;
interface Explained {
  doc: DocumentModel | null;
  fields: PrefilledField[];
  why: Why;
}

/** The pre-fill of one PDF with the features behind each field's confidence, by field. */
async function explained(pdf: string): Promise<Explained> {
  const r = await extractDocument(new Uint8Array(readFileSync(pdf)));
  const why: Why = new Map();
  if (!r.document) return { doc: null, fields: [], why };
  const { fields } = prefillFields(r.document, { explain: (f, ev, features) => why.set(f.field, { ev, features }) });
  return { doc: r.document, fields, why };
}

type Judge = (candidate: PrefilledField) => { value?: string; right: boolean } | undefined;

/**
 * What every rule finds on the page whether or not it won the field: each pair's guess (ranked as suggest-fields.ts
 * ranks it) and each layout rule's value, with the features the calibrator would see had it been suggested. Those
 * the pre-fill suggested are left out (they are its own samples).
 */
function alternatives(group: string, name: string, e: Explained, judge: Judge): PrefillSample[] {
  const doc = e.doc;
  if (!doc) return [];
  const out: PrefillSample[] = [];
  const consider = (
    rule: PrefillRule,
    field: StandardFieldKey,
    v: LayoutValue | null,
    evidence?: Partial<PrefillEvidence>,
  ) => {
    if (!v) return;
    const chosen = e.fields.find((f) => f.field === field);
    if (chosen && chosen.value === v.value && e.why.get(field)?.ev.rule === rule) return;
    const f: PrefilledField = {
      field,
      value: v.value,
      confidence: v.confidence,
      page: v.page,
      polygon: v.polygon,
      source: 'layout',
    };
    const ev: PrefillEvidence = { rule, rank: v.confidence, ...evidence };
    const j = judge(f);
    if (!j || j.value === undefined) return;
    const agree = sumsAgree([...e.fields.filter((x) => x.field !== field), f]);
    out.push({
      group,
      doc: name,
      field,
      value: v.value,
      rule,
      rank: ev.rank,
      confidence: NaN,
      features: prefillFeatures(f, ev, agree, doc),
      right: j.right,
      suggested: false,
    });
  };
  const parties = partySections(doc);
  const ranks = rankKeyValues(doc, parties);
  doc.keyValues.forEach((kv, i) => {
    const g = guessInParty(classifyPair(kv.key, kv.value), kv, parties[i] ?? null);
    if (!g) return;
    const rank = Math.round(g.confidence * (0.5 + 0.5 * ranks[i]!.likelihood) * 1000) / 1000;
    consider(
      pairRule(kv),
      g.field,
      { value: g.value, confidence: rank, page: kv.page, polygon: kv.valuePolygon },
      { label: kv.key },
    );
  });
  const title = titleLineFields(doc);
  consider('title_line', 'invoice_number', title.number);
  consider('title_line', 'invoice_date', title.date);
  for (const [field, v] of labelAboveFields(doc, () => false)) consider('label_above', field, v);
  for (const [field, v] of labelBesideFields(doc, () => false)) consider('label_beside', field, v);
  consider('supplier_layout', 'supplier_name', supplierByLayout(doc));
  consider('date_layout', 'invoice_date', dateByLayout(doc));
  consider('number_layout', 'invoice_number', invoiceNumberByLayout(doc));
  return out;
}

function labelled(
  group: string,
  doc: string,
  judged: { field: StandardFieldKey; value?: string; confidence?: number; right: boolean }[],
  why: Why,
): PrefillSample[] {
  return judged.flatMap((j) => {
    const w = why.get(j.field);
    if (j.value === undefined || j.confidence === undefined || !w) return [];
    return [
      {
        group,
        doc,
        field: j.field,
        value: j.value,
        rule: w.ev.rule,
        rank: w.ev.rank,
        confidence: j.confidence,
        features: w.features,
        right: j.right,
        suggested: true,
      },
    ];
  });
}

/**
 * Every pre-filled value with a truth, and every rule's alternative value for it: the invoice2data invoices (per
 * issuer) and the FX printed pages (vs their CII twins).
 */
export async function prefillSamples(): Promise<PrefillSample[]> {
  const out: PrefillSample[] = [];
  for (const d of invoiceDocs()) {
    const e = await explained(d.pdf);
    const group = `invoice2data:${d.issuer}`;
    out.push(...labelled(group, d.name, judgeInvoicePrefill(d.expected, e.fields), e.why));
    out.push(
      ...alternatives(group, d.name, e, (f) => judgeInvoicePrefill(d.expected, [f]).find((j) => j.field === f.field)),
    );
  }
  for (const t of loadFxSeries() ?? []) {
    const e = await explained(t.pdf);
    out.push(...labelled('fx', t.name, judgeFxPrefill(t, e.fields), e.why));
    out.push(...alternatives('fx', t.name, e, (f) => judgeFxPrefill(t, [f]).find((j) => j.field === f.field)));
  }
  return out;
}
