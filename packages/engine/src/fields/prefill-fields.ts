import type { DocumentModel, Polygon } from '@paperbridge/contracts';
import type { StandardFieldKey } from './field-vocabulary.ts';
import { currencyByLayout, dateByLayout, invoiceNumberByLayout } from './layout-fields.ts';
import { supplierByLayout } from './supplier-by-layout.ts';
import { reconcileAmounts } from './reconcile-amounts.ts';
import { lineItemColumns, type LineItemColumn } from './line-item-columns.ts';
import { suggestFields } from './suggest-fields.ts';

/** A standard field pre-filled on a document no template knows yet. */
export interface PrefilledField {
  field: StandardFieldKey;
  value: string;
  /** 0..1 */
  confidence: number;
  page: number;
  polygon: Polygon | null;
  /** 'label': a detected pair whose label names the field; 'layout': where it sits (supplier, first date); 'document': read from the whole page (currency) */
  source: 'label' | 'layout' | 'document';
  /** the detected pair it came from, for 'label' */
  keyValueIndex?: number;
}

export interface Prefill {
  fields: PrefilledField[];
  lineItems: LineItemColumn[];
}

/**
 * Fields without a template (issue 13 §4): the first document of a new layout
 * pre-filled from its detected pairs (label vocabulary and value shape, one
 * field per pair and one pair per field), then by layout for what has no label
 * (the supplier's name at the top, the first date, the currency of the
 * amounts), and its line-item columns by their headers.
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
  add('supplier_name', supplierByLayout(doc));
  add('invoice_date', dateByLayout(doc));
  add('invoice_number', invoiceNumberByLayout(doc));
  const amounts = fields.filter((f) => ['total_amount', 'subtotal', 'tax_amount'].includes(f.field)).map((f) => f.value);
  add('currency', currencyByLayout(doc, amounts.length ? amounts : doc.keyValues.map((kv) => kv.value)), 'document');
  return { fields, lineItems: lineItemColumns(doc) };
}
