import {
  fieldKindOf,
  type ApprovalData,
  type ApprovalTable,
  type DocumentKind,
  type FieldKind,
  type TypedValue,
} from '@paperbridge/contracts';
import type { EInvoice } from '@paperbridge/engine';
import type { ValueLocale } from '../../../db/schema/index.ts';
import { deliveredReading } from '../../map/values/type-value.ts';

/** What a destination receives: the approved data (or the extracted data when no review was needed) without delete markers. */
export interface DeliveryDocument {
  reference: string;
  documentType: string;
  mapping: string;
  client: string;
  fileName: string;
  /** issue 30: an invoice, or a credit note (its amounts delivered negative) */
  documentKind: DocumentKind;
  /** ISO 4217: the document's currency (a mapped Currency field, else the page's, else the company's) */
  currency: string | null;
  /** the Excel date format of the company's dates ('dd.mm.yyyy' in Germany) */
  dateFormat: string;
  /** header fields in the mapping's order; labels made unique ("Total", "Total (2)") so keyed formats lose nothing */
  fields: DeliveryField[];
  tables: DeliveryTable[];
  /** the valid e-invoice the document came as (issue 25): UBL and CII output keep what it carries beyond the fields */
  einvoice?: EInvoice;
}

/** One header value: the page's reading as approved (`value`) and its normalised value by the field's kind (`typed`). */
export interface DeliveryField {
  name: string;
  value: string;
  kind: FieldKind;
  /** a number for amounts, percentages and quantities; an ISO date; cleaned text; null when empty or unreadable */
  typed: TypedValue;
  /** an amount's currency */
  currency?: string | null;
}

export interface DeliveryTable {
  tableNumber: number;
  /** column headers, unique within the table */
  columns: string[];
  /** each column's kind, by its header */
  kinds: FieldKind[];
  /** the cells as read and approved */
  rows: string[][];
  /** the same cells normalised by their column's kind */
  typedRows: TypedValue[][];
}

/** How the values are read: the document's conventions (map stage), the company's date order, the document's kind. */
export interface DeliveryTyping {
  locale: ValueLocale;
  companyDateOrder: 'DMY' | 'MDY' | 'YMD';
  documentKind: DocumentKind;
  /** Excel's format for the company's dates */
  dateFormat: string;
}

export interface DeliveryMeta {
  documentType: string;
  mapping: string;
  client: string;
  fileName: string;
}

/** 'Total', 'Total' → 'Total', 'Total (2)': JSON keys, XML attributes and spreadsheet headers must not collide. */
function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((raw) => {
    const name = raw.trim() || 'Unnamed';
    const n = (seen.get(name.toLowerCase()) ?? 0) + 1;
    seen.set(name.toLowerCase(), n);
    return n === 1 ? name : `${name} (${n})`;
  });
}

/**
 * The reviewer's delete markers (spec 000 §5) stripped the way the review's Finalise strips them: deleted
 * fields and columns are left out, a row is left out when every cell of the columns kept is deleted (how a
 * deleted row is stored), and a deleted cell in a kept row is an empty value.
 */
function deliveryTable(t: ApprovalTable, typed: (raw: string, kind: FieldKind) => TypedValue): DeliveryTable {
  const kept = t.columns.filter((c) => !c.isDelete);
  const rowCount = Math.max(0, ...kept.map((c) => c.cells.length));
  const rows: string[][] = [];
  for (let r = 0; r < rowCount; r++) {
    const cells = kept.map((c) => c.cells[r]);
    if (cells.every((cell) => !cell || cell.isDelete)) continue;
    rows.push(cells.map((cell) => (cell && !cell.isDelete ? cell.value : '')));
  }
  const kinds = kept.map((c) => fieldKindOf(c.columnHeader));
  return {
    tableNumber: t.tableNumber,
    columns: uniqueNames(kept.map((c) => c.columnHeader)),
    kinds,
    rows,
    typedRows: rows.map((r) => r.map((v, i) => typed(v, kinds[i]!))),
  };
}

export function deliveryDocument(data: ApprovalData, meta: DeliveryMeta, typing: DeliveryTyping): DeliveryDocument {
  const fields = [...data.form, ...data.extactedFromTable].filter((f) => !f.isDelete);
  const names = uniqueNames(fields.map((f) => f.label));
  const read = (raw: string, kind: FieldKind) =>
    deliveredReading(raw, kind, typing.locale, typing.companyDateOrder, typing.documentKind);
  return {
    reference: data.docRef,
    ...meta,
    documentKind: typing.documentKind,
    currency: typing.locale.currency,
    dateFormat: typing.dateFormat,
    fields: fields.map((f, i) => {
      const kind = fieldKindOf(f.label);
      const reading = read(f.value, kind);
      return {
        name: names[i]!,
        value: f.value,
        kind,
        typed: reading.value,
        ...(kind === 'amount' ? { currency: reading.currency } : {}),
      };
    }),
    tables: data.tables
      .map((t) => deliveryTable(t, (raw, kind) => read(raw, kind).value))
      .filter((t) => t.columns.length > 0),
  };
}
