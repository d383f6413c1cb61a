import type { DocumentModel, Polygon } from '@paperbridge/contracts';
import type { StandardFieldKey } from './field-vocabulary.ts';
import { currencyByLayout, dateByLayout, invoiceNumberByLayout } from './layout-fields.ts';
import { supplierByLayout } from './supplier-by-layout.ts';
import { reconcileAmounts } from './reconcile-amounts.ts';
import { lineItemColumns, type LineItemColumn } from './line-item-columns.ts';
import { suggestFields } from './suggest-fields.ts';
import { labelAboveFields } from './label-above-fields.ts';
import { labelBesideFields } from './label-beside-fields.ts';
import { titleLineFields } from './title-line-fields.ts';

/** A standard field pre-filled on a document no template knows yet. */
export interface PrefilledField {
  field: StandardFieldKey;
  value: string;
  /** 0..1 */
  confidence: number;
  page: number;
  polygon: Polygon | null;
  /**
   * 'label': a detected pair whose label names the field (read in its party's block where the page has them);
   * 'layout': where it sits (the number and date in the title line, a label above its value, the supplier at the
   * top, the first date); 'document': read from the whole page (currency)
   */
  source: 'label' | 'layout' | 'document';
  /** the detected pair it came from, for 'label' */
  keyValueIndex?: number;
}

export interface Prefill {
  fields: PrefilledField[];
  lineItems: LineItemColumn[];
}

/**
 * Fields without a template (issue 13 §4, issue 27): the first document of a new layout
 * pre-filled from its detected pairs (label vocabulary and value shape, one
 * field per pair and one pair per field, each read in its party's block), then
 * by layout for what has no label, strongest evidence first: the number and
 * date inside the title line ("Rechnung Nr. X vom D"), a label above its value,
 * a sum's label beside its amount where a table's area hid the pair,
 * the supplier's name at the top, the first date, the currency of the amounts;
 * and its line-item columns by their headers. Confidence follows the evidence:
 * a label with a value of the field's kind (up to 0.9, three amounts that add
 * up 0.9), a title line (0.6-0.7), a label above a lone value (0.55), a sum
 * beside a table (0.5), the layout guesses (0.4-0.5). Every value is the page's own text.
 */
export function prefillFields(doc: Pick<DocumentModel, 'pages' | 'keyValues' | 'tables'>): Prefill {
  let fields: PrefilledField[] = [];
  suggestFields(doc).forEach((g, i) => {
    if (!g) return;
    const kv = doc.keyValues[i]!;
    fields.push({ field: g.field, value: g.value, confidence: g.confidence, page: kv.page, polygon: kv.valuePolygon, source: 'label', keyValueIndex: i });
  });
  fields = reconcileAmounts(doc, fields);
  const has = (f: StandardFieldKey) => fields.some((x) => x.field === f);
  const add = (field: StandardFieldKey, v: ReturnType<typeof supplierByLayout>, source: PrefilledField['source'] = 'layout') => {
    if (v && !has(field)) fields.push({ field, value: v.value, confidence: v.confidence, page: v.page, polygon: v.polygon, source });
  };
  const title = titleLineFields(doc);
  add('invoice_number', title.number);
  add('invoice_date', title.date);
  for (const [field, v] of labelAboveFields(doc, has)) add(field, v);
  for (const [field, v] of labelBesideFields(doc, has)) add(field, v);
  add('supplier_name', supplierByLayout(doc));
  add('invoice_date', dateByLayout(doc));
  add('invoice_number', invoiceNumberByLayout(doc));
  const amounts = fields.filter((f) => ['total_amount', 'subtotal', 'tax_amount'].includes(f.field)).map((f) => f.value);
  add('currency', currencyByLayout(doc, amounts.length ? amounts : doc.keyValues.map((kv) => kv.value)), 'document');
  return { fields, lineItems: lineItemColumns(doc) };
}
