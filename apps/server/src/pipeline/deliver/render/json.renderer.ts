import type { DeliveryDocument } from './delivery-document.ts';

/**
 * JSON: fields as an object keyed by label (what an integration reads most easily; labels are unique) holding
 * typed values (issue 30): amounts, percentages and quantities as numbers (a credit note's amounts negative),
 * dates as ISO dates, identifiers cleaned, null when empty or unreadable; `raw` holds each value as the page
 * printed it. Tables carry their rows the same way (`rows` typed, `raw` as read). Key order follows the mapping,
 * so the same data gives the same bytes.
 */
export function renderJson(doc: DeliveryDocument): Buffer {
  const body = {
    reference: doc.reference,
    documentType: doc.documentType,
    documentKind: doc.documentKind,
    mapping: doc.mapping,
    client: doc.client,
    fileName: doc.fileName,
    currency: doc.currency,
    fields: Object.fromEntries(doc.fields.map((f) => [f.name, f.typed])),
    raw: Object.fromEntries(doc.fields.map((f) => [f.name, f.value])),
    tables: doc.tables.map((t) => ({
      tableNumber: t.tableNumber,
      columns: t.columns,
      rows: t.typedRows.map((r) => Object.fromEntries(t.columns.map((c, i) => [c, r[i] ?? null]))),
      raw: t.rows.map((r) => Object.fromEntries(t.columns.map((c, i) => [c, r[i] ?? '']))),
    })),
  };
  return Buffer.from(`${JSON.stringify(body, null, 2)}\n`, 'utf8');
}
