import type { DeliveryDocument } from './delivery-document.ts';

/**
 * JSON: fields as an object keyed by label (what an integration reads most easily; labels are unique),
 * tables with their columns and one object per row. Key order follows the mapping, so the same data
 * gives the same bytes.
 */
export function renderJson(doc: DeliveryDocument): Buffer {
  const body = {
    reference: doc.reference,
    documentType: doc.documentType,
    mapping: doc.mapping,
    client: doc.client,
    fileName: doc.fileName,
    fields: Object.fromEntries(doc.fields.map((f) => [f.name, f.value])),
    tables: doc.tables.map((t) => ({
      tableNumber: t.tableNumber,
      columns: t.columns,
      rows: t.rows.map((r) => Object.fromEntries(t.columns.map((c, i) => [c, r[i] ?? '']))),
    })),
  };
  return Buffer.from(`${JSON.stringify(body, null, 2)}\n`, 'utf8');
}
