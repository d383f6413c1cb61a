import type { ApprovalData, ApprovalField, ApprovalTable } from '@paperbridge/contracts';

/** Which list a header value belongs to (spec 000 §3: form and extactedFromTable). */
export type FieldGroup = 'form' | 'extactedFromTable';

/** A table's row count (every column of a table has the same number of cells). */
export const rowCount = (table: ApprovalTable) => table.columns[0]?.cells.length ?? 0;

/** Spec 000 §5: a column counts as deleted when all its cells are deleted. */
function withColumnRule(table: ApprovalTable): ApprovalTable {
  return { ...table, columns: table.columns.map((c) => ({ ...c, isDelete: c.cells.length > 0 ? c.cells.every((cell) => cell.isDelete) : c.isDelete })) };
}

function updateTable(data: ApprovalData, tableNumber: number, change: (t: ApprovalTable) => ApprovalTable): ApprovalData {
  return { ...data, tables: data.tables.map((t) => (t.tableNumber === tableNumber ? withColumnRule(change(t)) : t)) };
}

function updateField(data: ApprovalData, group: FieldGroup, id: number, change: (f: ApprovalField) => ApprovalField): ApprovalData {
  return { ...data, [group]: data[group].map((f) => (f.id === id ? change(f) : f)) };
}

export const setFieldValue = (data: ApprovalData, group: FieldGroup, id: number, value: string) => updateField(data, group, id, (f) => ({ ...f, value }));
export const toggleFieldDelete = (data: ApprovalData, group: FieldGroup, id: number) => updateField(data, group, id, (f) => ({ ...f, isDelete: !f.isDelete }));

export const setCellValue = (data: ApprovalData, tableNumber: number, col: number, row: number, value: string) =>
  updateTable(data, tableNumber, (t) => ({ ...t, columns: t.columns.map((c, k) => (k === col ? { ...c, cells: c.cells.map((cell, r) => (r === row ? { ...cell, value } : cell)) } : c)) }));

export const toggleCellDelete = (data: ApprovalData, tableNumber: number, col: number, row: number) =>
  updateTable(data, tableNumber, (t) => ({ ...t, columns: t.columns.map((c, k) => (k === col ? { ...c, cells: c.cells.map((cell, r) => (r === row ? { ...cell, isDelete: !cell.isDelete } : cell)) } : c)) }));

/** A row counts as deleted when every one of its cells is. */
export const isRowDeleted = (table: ApprovalTable, row: number) => table.columns.length > 0 && table.columns.every((c) => c.cells[row]?.isDelete);

/** Spec 000 §5: a row is deleted (or restored) across all columns. */
export const toggleRowDelete = (data: ApprovalData, tableNumber: number, row: number) =>
  updateTable(data, tableNumber, (t) => {
    const to = !isRowDeleted(t, row);
    return { ...t, columns: t.columns.map((c) => ({ ...c, cells: c.cells.map((cell, r) => (r === row ? { ...cell, isDelete: to } : cell)) })) };
  });

/** Spec 000 §5: deleting a column deletes all its cells; restoring it restores them all. */
export const toggleColumnDelete = (data: ApprovalData, tableNumber: number, col: number) =>
  updateTable(data, tableNumber, (t) => ({
    ...t,
    columns: t.columns.map((c, k) => {
      if (k !== col) return c;
      const to = !c.isDelete;
      return { ...c, isDelete: to, cells: c.cells.map((cell) => ({ ...cell, isDelete: to })) };
    }),
  }));
