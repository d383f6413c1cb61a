import type { SpreadsheetSheet } from '@paperbridge/contracts';
import { stripMarkers, type ReviewChange } from './review-compare';
import {
  toggleCellDelete,
  toggleColumnDelete,
  toggleRowDelete,
  type ReviewData,
  type ReviewTable,
} from './review-markers';

/**
 * The spreadsheet type's sheets (docs/review.md "Spreadsheet type") worked on with the form type's
 * table logic: a sheet is a table whose columns hold its cells and whose deleted rows are its rows
 * marked deleted, so the column rules of spec 000 §5 (deleting a column deletes its cells, a column
 * counts as deleted when all its cells are, restoring keeps a deleted row's cells deleted) are the
 * same code for both types.
 */
export function sheetToTable(sheet: SpreadsheetSheet): ReviewTable {
  return {
    tableNumber: 1,
    confidence: null,
    page: null,
    deletedRows: sheet.rows.flatMap((r, i) => (r.isDelete ? [i] : [])),
    columns: sheet.columns.map((c, k) => ({
      columnHeader: c.header,
      dF_Id: null,
      isDelete: c.isDelete,
      cells: sheet.rows.map((r) => ({ ...r.cells[k]! })),
    })),
  };
}

/** The table back into the sheet's shape; names and `shared` come from the sheet. */
export function tableToSheet(table: ReviewTable, sheet: SpreadsheetSheet): SpreadsheetSheet {
  return {
    ...sheet,
    columns: sheet.columns.map((c, k) => ({ ...c, isDelete: table.columns[k]!.isDelete })),
    rows: sheet.rows.map((_, r) => ({
      isDelete: table.deletedRows.includes(r),
      cells: table.columns.map((c) => ({ ...c.cells[r]! })),
    })),
  };
}

const asData = (table: ReviewTable): ReviewData => ({ docRef: '', form: [], extactedFromTable: [], tables: [table] });
const viaTable = (sheet: SpreadsheetSheet, change: (data: ReviewData) => ReviewData) =>
  tableToSheet(change(asData(sheetToTable(sheet))).tables[0]!, sheet);

export const toggleSheetRow = (sheet: SpreadsheetSheet, row: number) =>
  viaTable(sheet, (d) => toggleRowDelete(d, 1, row));
export const toggleSheetColumn = (sheet: SpreadsheetSheet, column: number) =>
  viaTable(sheet, (d) => toggleColumnDelete(d, 1, column));
export const toggleSheetCell = (sheet: SpreadsheetSheet, column: number, row: number) =>
  viaTable(sheet, (d) => toggleCellDelete(d, 1, column, row));

/** An edit; a header field's column (`shared`) is one value of the document, so it changes on every row. */
export function setSheetCell(sheet: SpreadsheetSheet, column: number, row: number, value: string): SpreadsheetSheet {
  const shared = sheet.columns[column]?.shared;
  return {
    ...sheet,
    rows: sheet.rows.map((r, i) =>
      i === row || shared ? { ...r, cells: r.cells.map((c, k) => (k === column ? { ...c, value } : c)) } : r,
    ),
  };
}

/** Whether a row, column or cell is shown as deleted (and so cannot be edited). */
export const isCellDeleted = (sheet: SpreadsheetSheet, column: number, row: number) =>
  Boolean(sheet.rows[row]?.isDelete || sheet.columns[column]?.isDelete || sheet.rows[row]?.cells[column]?.isDelete);

/** Spec 000 §4: Finalise compares after removing the markers (the sheets as they would be delivered). */
export const stripSheets = (sheets: SpreadsheetSheet[]) =>
  sheets.map((s) => ({ name: s.name, ...stripMarkers(asData(sheetToTable(s))).tables[0]! }));
export const hasSheetChanges = (original: SpreadsheetSheet[], current: SpreadsheetSheet[]) =>
  JSON.stringify(stripSheets(original)) !== JSON.stringify(stripSheets(current));

/**
 * The read-only review's list: columns and rows deleted, cells deleted or edited, against the
 * sheets as loaded. A header field's column is one value, so its edit is listed once.
 */
export function listSheetChanges(original: SpreadsheetSheet[], current: SpreadsheetSheet[]): ReviewChange[] {
  const out: ReviewChange[] = [];
  current.forEach((sheet, s) => {
    const was = original[s];
    if (!was) return;
    const name = sheet.name;
    sheet.columns.forEach((c, k) => {
      if (c.isDelete && !was.columns[k]?.isDelete)
        out.push({ kind: 'deleted', where: `${name}, column ${c.header}`, from: '', to: '' });
    });
    const sharedDone = new Set<number>();
    sheet.rows.forEach((row, r) => {
      const before = was.rows[r];
      if (!before) return;
      if (row.isDelete) {
        if (!before.isDelete)
          out.push({
            kind: 'deleted',
            where: `${name}, row ${r + 1}`,
            from: before.cells
              .map((c) => c.value)
              .filter(Boolean)
              .join(' · '),
            to: '',
          });
        return;
      }
      sheet.columns.forEach((c, k) => {
        const cell = row.cells[k]!;
        const old = before.cells[k]!;
        if (c.isDelete || sharedDone.has(k)) return;
        if (cell.isDelete && !old.isDelete)
          out.push({ kind: 'deleted', where: `${name}, row ${r + 1}, ${c.header}`, from: old.value, to: '' });
        else if (!cell.isDelete && cell.value !== old.value) {
          out.push({
            kind: 'edited',
            where: c.shared ? `${name}, ${c.header}` : `${name}, row ${r + 1}, ${c.header}`,
            from: old.value,
            to: cell.value,
          });
          if (c.shared) sharedDone.add(k);
        }
      });
    });
  });
  return out;
}

/** One grid row: which of the sheet's rows it is; values are read from the sheet (the grid's value getter). */
export interface GridRow {
  id: string;
  index: number;
}

/** The rows the grid shows: all while editing; the read-only review hides deleted rows (spec 000 §5). */
export const gridRows = (sheet: SpreadsheetSheet, readOnly: boolean): GridRow[] =>
  sheet.rows.flatMap((r, index) => (readOnly && r.isDelete ? [] : [{ id: String(index), index }]));

/** The columns the grid shows, by index: the review hides deleted columns. */
export const gridColumns = (sheet: SpreadsheetSheet, readOnly: boolean): number[] =>
  sheet.columns.flatMap((c, k) => (readOnly && c.isDelete ? [] : [k]));

/** What a cell shows: its value, blank in the review when it is deleted. */
export const gridValue = (sheet: SpreadsheetSheet, column: number, row: number, readOnly: boolean) =>
  readOnly && isCellDeleted(sheet, column, row) ? '' : (sheet.rows[row]?.cells[column]?.value ?? '');
