import type { FieldKind, TypedValue } from '@paperbridge/contracts';
import type { DeliveryDocument } from '../render/delivery-document.ts';
import { SUMMARY_FIELD } from '../render/summary-fields.ts';

/** What a batch row knows of its document beyond its data: where it came from and whether a person reviewed it. */
export interface BatchEntry {
  doc: DeliveryDocument;
  /** e.g. "E-mail from rechnung@lieferant.example", "FTP /in/a.pdf", "Upload by Ann" */
  source: string;
  /** ISO date-time the document arrived */
  received: string;
  /** "Approved by Ann" or "Not reviewed" */
  review: string;
}

export interface BatchColumn {
  name: string;
  kind: FieldKind;
}

export interface BatchSheet {
  columns: BatchColumn[];
  rows: TypedValue[][];
}

/** The summary columns first, in this order, when a document maps them (matched by the field's name). */
const SUMMARY: { name: string; kind: FieldKind; fields: RegExp }[] = [
  { name: 'Supplier', kind: 'text', fields: SUMMARY_FIELD.supplier },
  { name: 'Number', kind: 'identifier', fields: SUMMARY_FIELD.number },
  { name: 'Date', kind: 'date', fields: SUMMARY_FIELD.date },
  { name: 'Due date', kind: 'date', fields: /^due date$/i },
  { name: 'Subtotal', kind: 'amount', fields: /^(subtotal|net amount|net total)$/i },
  { name: 'Tax', kind: 'amount', fields: /^(tax|tax amount|vat|gst)$/i },
  { name: 'Total', kind: 'amount', fields: /^(total amount|total|amount|grand total)$/i },
];

/**
 * The documents of a batch as one table (issue 30 point 2): one row per document with its reference, kind,
 * the summary a clerk books by (supplier, number, dates, totals, currency), its review status, source and arrival,
 * then every other mapped field, typed (numbers, ISO dates), in the order they first appear.
 */
export function documentsSheet(entries: BatchEntry[]): BatchSheet {
  const summaries = entries.map((e) => SUMMARY.map((s) => e.doc.fields.find((f) => s.fields.test(f.name.trim()))));
  // a field shown in a summary column is not repeated among the other fields of its row
  const inSummary = summaries.map((list) => new Set(list.filter((f) => f).map((f) => f!.name)));
  const extra: BatchColumn[] = [];
  entries.forEach((e, n) => {
    for (const f of e.doc.fields)
      if (!inSummary[n]!.has(f.name) && !extra.some((c) => c.name === f.name))
        extra.push({ name: f.name, kind: f.kind });
  });
  const columns: BatchColumn[] = [
    { name: 'Reference', kind: 'identifier' },
    { name: 'Document kind', kind: 'text' },
    ...SUMMARY.map((s) => ({ name: s.name, kind: s.kind })),
    { name: 'Currency', kind: 'text' },
    { name: 'Review', kind: 'text' },
    { name: 'Source', kind: 'text' },
    { name: 'Received', kind: 'text' },
    { name: 'File name', kind: 'text' },
    ...extra,
  ];
  const rows = entries.map((e, n) => {
    const byName = new Map(e.doc.fields.map((f) => [f.name, f.typed]));
    return [
      e.doc.reference,
      e.doc.documentKind === 'credit_note' ? 'credit note' : 'invoice',
      ...summaries[n]!.map((f) => f?.typed ?? null),
      e.doc.currency,
      e.review,
      e.source,
      e.received,
      e.doc.fileName,
      ...extra.map((c) => (inSummary[n]!.has(c.name) ? null : (byName.get(c.name) ?? null))),
    ];
  });
  return { columns, rows };
}

/** Every document's line items as one table keyed by the reference (and the table number when a mapping has several). */
export function lineItemsSheet(entries: BatchEntry[]): BatchSheet {
  const extra: BatchColumn[] = [];
  for (const e of entries)
    for (const t of e.doc.tables)
      t.columns.forEach((c, i) => extra.some((x) => x.name === c) || extra.push({ name: c, kind: t.kinds[i]! }));
  const columns: BatchColumn[] = [
    { name: 'Reference', kind: 'identifier' },
    { name: 'Table', kind: 'quantity' },
    ...extra,
  ];
  const rows: TypedValue[][] = [];
  for (const e of entries) {
    for (const t of e.doc.tables) {
      for (const r of t.typedRows)
        rows.push([
          e.doc.reference,
          t.tableNumber,
          ...extra.map((c) => {
            const i = t.columns.indexOf(c.name);
            return i >= 0 ? (r[i] ?? null) : null;
          }),
        ]);
    }
  }
  return { columns, rows };
}
