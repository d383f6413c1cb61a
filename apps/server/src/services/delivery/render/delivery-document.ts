import type { ApprovalData, ApprovalTable } from '@paperbridge/contracts';

/** What a destination receives: the approved data (or the extracted data when no review was needed) without delete markers. */
export interface DeliveryDocument {
  reference: string;
  documentType: string;
  mapping: string;
  client: string;
  fileName: string;
  /** header fields in the mapping's order; labels made unique ("Total", "Total (2)") so keyed formats lose nothing */
  fields: { name: string; value: string }[];
  tables: DeliveryTable[];
}

export interface DeliveryTable {
  tableNumber: number;
  /** column headers, unique within the table */
  columns: string[];
  rows: string[][];
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
 * Spec 000 §5 markers stripped the way the review's Finalise strips them: deleted fields and columns
 * are left out, a row is left out when every cell of the columns kept is deleted (how a deleted row is
 * stored), and a deleted cell in a kept row is an empty value.
 */
function deliveryTable(t: ApprovalTable): DeliveryTable {
  const kept = t.columns.filter((c) => !c.isDelete);
  const rowCount = Math.max(0, ...kept.map((c) => c.cells.length));
  const rows: string[][] = [];
  for (let r = 0; r < rowCount; r++) {
    const cells = kept.map((c) => c.cells[r]);
    if (cells.every((cell) => !cell || cell.isDelete)) continue;
    rows.push(cells.map((cell) => (cell && !cell.isDelete ? cell.value : '')));
  }
  return { tableNumber: t.tableNumber, columns: uniqueNames(kept.map((c) => c.columnHeader)), rows };
}

export function deliveryDocument(data: ApprovalData, meta: DeliveryMeta): DeliveryDocument {
  const fields = [...data.form, ...data.extactedFromTable].filter((f) => !f.isDelete);
  const names = uniqueNames(fields.map((f) => f.label));
  return {
    reference: data.docRef,
    ...meta,
    fields: fields.map((f, i) => ({ name: names[i]!, value: f.value })),
    tables: data.tables.map(deliveryTable).filter((t) => t.columns.length > 0),
  };
}
