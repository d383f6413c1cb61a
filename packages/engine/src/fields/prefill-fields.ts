import type { DocumentModel } from '@paperbridge/contracts';
import type { StandardFieldKey } from './field-vocabulary.ts';
import { currencyByLayout, dateByLayout, invoiceNumberByLayout } from './layout-fields.ts';
import { supplierByLayout } from './supplier-by-layout.ts';
import { supplierAddressByLayout } from './supplier-address-by-layout.ts';
import { reconcileAmounts } from './reconcile-amounts.ts';
import { lineItemColumns } from './line-item-columns.ts';
import type { Prefill, PrefilledField } from './prefill.types.ts';
import { suggestFields } from './suggest-fields.ts';
import { labelAboveFields } from './label-above-fields.ts';
import { labelBesideFields } from './label-beside-fields.ts';
import { titleLineFields } from './title-line-fields.ts';
import { calibratePrefill, type ExplainPrefill } from './prefill-confidence.ts';
import { pairRule, type PrefillEvidence, type PrefillRule } from './prefill-confidence-features.ts';

/**
 * Fields without a template (issue 13 §4, issue 27): the first document of a new layout
 * pre-filled from its detected pairs (label vocabulary and value shape, one
 * field per pair and one pair per field, each read in its party's block), then
 * by layout for what has no label, strongest evidence first: the number and
 * date inside the title line ("Rechnung Nr. X vom D"), a label above its value,
 * a sum's label beside its amount where a table's area hid the pair,
 * the supplier's name at the top and its address under it (its lines as one value), the first date, the currency of the amounts;
 * and its line-item columns by their headers. The rules' ranks decide which
 * value is suggested: a label with a value of the field's kind (up to 0.9,
 * three amounts that add up 0.9), a title line (0.6-0.7), a label above a lone
 * value (0.55), a sum beside a table (0.5), the layout guesses (0.4-0.5); the
 * confidence returned is the calibrated probability that the value is right
 * (prefill-confidence.ts, issue 27 point 2). Every value is the page's own text.
 */
export function prefillFields(
  doc: Pick<DocumentModel, 'pages' | 'keyValues' | 'tables'>,
  options: { explain?: ExplainPrefill } = {},
): Prefill {
  let fields: PrefilledField[] = [];
  const evidence = new Map<PrefilledField, PrefillEvidence>();
  suggestFields(doc).forEach((g, i) => {
    if (!g) return;
    const kv = doc.keyValues[i]!;
    const f: PrefilledField = {
      field: g.field,
      value: g.value,
      confidence: g.confidence,
      page: kv.page,
      polygon: kv.valuePolygon,
      source: 'label',
      keyValueIndex: i,
    };
    fields.push(f);
    evidence.set(f, { rule: pairRule(kv), rank: g.confidence, label: kv.key });
  });
  fields = reconcileAmounts(doc, fields);
  // a value reconcileAmounts put in place of the pair's own grant was chosen by the page's arithmetic
  for (const f of fields) {
    if (evidence.has(f)) continue;
    const kv = f.keyValueIndex !== undefined ? doc.keyValues[f.keyValueIndex] : undefined;
    evidence.set(
      f,
      kv
        ? { rule: 'arithmetic', rank: f.confidence, label: kv.key }
        : { rule: 'total_as_subtotal', rank: f.confidence },
    );
  }
  const has = (f: StandardFieldKey) => fields.some((x) => x.field === f);
  const add = (
    rule: PrefillRule,
    field: StandardFieldKey,
    v: ReturnType<typeof supplierByLayout>,
    source: PrefilledField['source'] = 'layout',
  ) => {
    if (!v || has(field)) return;
    const f: PrefilledField = {
      field,
      value: v.value,
      confidence: v.confidence,
      page: v.page,
      polygon: v.polygon,
      source,
    };
    fields.push(f);
    evidence.set(f, { rule, rank: v.confidence });
  };
  const title = titleLineFields(doc);
  add('title_line', 'invoice_number', title.number);
  add('title_line', 'invoice_date', title.date);
  for (const [field, v] of labelAboveFields(doc, has)) add('label_above', field, v);
  for (const [field, v] of labelBesideFields(doc, has)) add('label_beside', field, v);
  add('supplier_layout', 'supplier_name', supplierByLayout(doc));
  // the address under the name the pre-fill chose, whichever rule found it (issue 23 point 2)
  const supplier = fields.find((f) => f.field === 'supplier_name');
  add(
    'address_layout',
    'supplier_address',
    supplierAddressByLayout(
      doc,
      supplier ? { page: supplier.page, polygon: supplier.polygon, value: supplier.value } : null,
    ),
  );
  add('date_layout', 'invoice_date', dateByLayout(doc));
  add('number_layout', 'invoice_number', invoiceNumberByLayout(doc));
  const amounts = fields
    .filter((f) => ['total_amount', 'subtotal', 'tax_amount'].includes(f.field))
    .map((f) => f.value);
  add(
    'currency',
    'currency',
    currencyByLayout(doc, amounts.length ? amounts : doc.keyValues.map((kv) => kv.value)),
    'document',
  );
  return { fields: calibratePrefill(doc, fields, evidence, options.explain), lineItems: lineItemColumns(doc) };
}
