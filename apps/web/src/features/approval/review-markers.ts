import type { ApprovalData, ApprovalField, ApprovalTable } from '@paperbridge/contracts';

/** Which list a header value belongs to (spec 000 §3: form and extactedFromTable). */
export type FieldGroup = 'form' | 'extactedFromTable';

/**
 * A table as the reviewer works on it: the rows deleted as rows are remembered, so restoring a
 * column does not bring back the cells of a row deleted on its own (the form-type data has no row marker).
 */
export type ReviewTable = ApprovalTable & { deletedRows: number[] };
export type ReviewData = Omit<ApprovalData, 'tables'> & { tables: ReviewTable[] };

/** A table's row count (every column of a table has the same number of cells). */
export const rowCount = (table: ApprovalTable) => table.columns[0]?.cells.length ?? 0;

/** Every cell of the row deleted (how rows are marked in the data the server keeps). */
export const allCellsDeleted = (table: ApprovalTable, row: number) =>
  table.columns.length > 0 && table.columns.every((c) => c.cells[row]?.isDelete);

/** The data loaded for review; rows already deleted in it (a saved approval) count as deleted rows. */
export function toReviewData(data: ApprovalData): ReviewData {
  const copy = structuredClone(data);
  return {
    ...copy,
    tables: copy.tables.map((t) => ({
      ...t,
      deletedRows: Array.from({ length: rowCount(t) }, (_, r) => r).filter(
        (r) => allCellsDeleted(t, r) && !t.columns.every((c) => c.isDelete),
      ),
    })),
  };
}

export const isRowDeleted = (table: ReviewTable, row: number) => table.deletedRows.includes(row);

/** Spec 000 §5: a column counts as deleted when all its cells are deleted. */
function withColumnRule(table: ReviewTable): ReviewTable {
  return {
    ...table,
    columns: table.columns.map((c) => ({
      ...c,
      isDelete: c.cells.length > 0 ? c.cells.every((cell) => cell.isDelete) : c.isDelete,
    })),
  };
}

function updateTable(data: ReviewData, tableNumber: number, change: (t: ReviewTable) => ReviewTable): ReviewData {
  return { ...data, tables: data.tables.map((t) => (t.tableNumber === tableNumber ? withColumnRule(change(t)) : t)) };
}

function updateField(
  data: ReviewData,
  group: FieldGroup,
  id: number,
  change: (f: ApprovalField) => ApprovalField,
): ReviewData {
  return { ...data, [group]: data[group].map((f) => (f.id === id ? change(f) : f)) };
}

export const setFieldValue = (data: ReviewData, group: FieldGroup, id: number, value: string) =>
  updateField(data, group, id, (f) => ({ ...f, value }));
export const toggleFieldDelete = (data: ReviewData, group: FieldGroup, id: number) =>
  updateField(data, group, id, (f) => ({ ...f, isDelete: !f.isDelete }));

const mapCell = (
  t: ReviewTable,
  col: number,
  row: number,
  change: (cell: { value: string; isDelete: boolean }) => { value: string; isDelete: boolean },
): ReviewTable => ({
  ...t,
  columns: t.columns.map((c, k) =>
    k === col ? { ...c, cells: c.cells.map((cell, r) => (r === row ? change(cell) : cell)) } : c,
  ),
});

export const setCellValue = (data: ReviewData, tableNumber: number, col: number, row: number, value: string) =>
  updateTable(data, tableNumber, (t) => mapCell(t, col, row, (cell) => ({ ...cell, value })));

export const toggleCellDelete = (data: ReviewData, tableNumber: number, col: number, row: number) =>
  updateTable(data, tableNumber, (t) => mapCell(t, col, row, (cell) => ({ ...cell, isDelete: !cell.isDelete })));

/** Spec 000 §5: a row is deleted across all columns; restored, its cells come back except in deleted columns. */
export const toggleRowDelete = (data: ReviewData, tableNumber: number, row: number) =>
  updateTable(data, tableNumber, (t) => {
    const restore = isRowDeleted(t, row);
    return {
      ...t,
      deletedRows: restore ? t.deletedRows.filter((r) => r !== row) : [...t.deletedRows, row],
      columns: t.columns.map((c) => ({
        ...c,
        cells: c.cells.map((cell, r) => (r === row ? { ...cell, isDelete: restore ? c.isDelete : true } : cell)),
      })),
    };
  });

/** Spec 000 §5: deleting a column deletes all its cells; restored, its cells come back except in deleted rows. */
export const toggleColumnDelete = (data: ReviewData, tableNumber: number, col: number) =>
  updateTable(data, tableNumber, (t) => ({
    ...t,
    columns: t.columns.map((c, k) => {
      if (k !== col) return c;
      const to = !c.isDelete;
      return { ...c, isDelete: to, cells: c.cells.map((cell, r) => ({ ...cell, isDelete: to || isRowDeleted(t, r) })) };
    }),
  }));
