import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SPREADSHEET_LAYOUT_SHEET, spreadsheetLayoutSchema, type SpreadsheetSheet } from '@paperbridge/contracts';
import {
  gridColumns,
  gridRows,
  gridValue,
  hasSheetChanges,
  listSheetChanges,
  setSheetCell,
  sheetToTable,
  tableToSheet,
  toggleSheetCell,
  toggleSheetColumn,
  toggleSheetRow,
} from './spreadsheet-markers';
import { buildWorkbook, workbookLayout } from './spreadsheet-workbook';

const cell = (value: string) => ({ value, isDelete: false });
/** Reference Number (a header field, on every row), then Description and Quantity of three line items. */
const sheet = (): SpreadsheetSheet => ({
  name: 'Orders',
  highestCount: 3,
  columns: [
    { header: 'Reference Number', isDelete: false, shared: true },
    { header: 'Description', isDelete: false, shared: false },
    { header: 'Quantity', isDelete: false, shared: false },
  ],
  rows: [
    { isDelete: false, cells: [cell('R-1'), cell('Cable'), cell('2')] },
    { isDelete: false, cells: [cell('R-1'), cell('Plug'), cell('1')] },
    { isDelete: false, cells: [cell('R-1'), cell('Fuse'), cell('5')] },
  ],
});

describe('sheet ↔ table conversion (the form type’s marker logic reused)', () => {
  it('round-trips a sheet, its row markers becoming the table’s deleted rows', () => {
    const s = sheet();
    s.rows[1]!.isDelete = true;
    s.rows[1]!.cells.forEach((c) => (c.isDelete = true));
    const table = sheetToTable(s);
    expect(table.deletedRows).toEqual([1]);
    expect(table.columns.map((c) => c.columnHeader)).toEqual(['Reference Number', 'Description', 'Quantity']);
    expect(table.columns[1]!.cells.map((c) => c.value)).toEqual(['Cable', 'Plug', 'Fuse']);
    expect(tableToSheet(table, s)).toEqual(s);
  });
});

describe('markers (spec 000 §5)', () => {
  it('a row is deleted across all columns and restored', () => {
    const deleted = toggleSheetRow(sheet(), 2);
    expect(deleted.rows[2]!.isDelete).toBe(true);
    expect(deleted.rows[2]!.cells.every((c) => c.isDelete)).toBe(true);
    expect(deleted.columns.some((c) => c.isDelete)).toBe(false);
    expect(toggleSheetRow(deleted, 2)).toEqual(sheet());
  });

  it('deleting a column deletes its cells; restored, a deleted row’s cell stays deleted', () => {
    const s = toggleSheetColumn(toggleSheetRow(sheet(), 0), 2);
    expect(s.columns[2]!.isDelete).toBe(true);
    expect(s.rows.map((r) => r.cells[2]!.isDelete)).toEqual([true, true, true]);
    const restored = toggleSheetColumn(s, 2);
    expect(restored.columns[2]!.isDelete).toBe(false);
    expect(restored.rows.map((r) => r.cells[2]!.isDelete)).toEqual([true, false, false]);
  });

  it('a column whose cells are all deleted counts as deleted', () => {
    let s = sheet();
    for (const r of [0, 1, 2]) s = toggleSheetCell(s, 1, r);
    expect(s.columns[1]!.isDelete).toBe(true);
    s = toggleSheetCell(s, 1, 0);
    expect(s.columns[1]!.isDelete).toBe(false);
  });

  it('an edit changes one cell; a header field’s column changes on every row', () => {
    expect(setSheetCell(sheet(), 1, 1, 'Socket').rows.map((r) => r.cells[1]!.value)).toEqual([
      'Cable',
      'Socket',
      'Fuse',
    ]);
    expect(setSheetCell(sheet(), 0, 2, 'R-2').rows.map((r) => r.cells[0]!.value)).toEqual(['R-2', 'R-2', 'R-2']);
  });
});

describe('Finalise compares after stripping the markers', () => {
  it('no change, and a deletion restored again, is no change', () => {
    expect(hasSheetChanges([sheet()], [sheet()])).toBe(false);
    expect(hasSheetChanges([sheet()], [toggleSheetRow(toggleSheetRow(sheet(), 1), 1)])).toBe(false);
    expect(hasSheetChanges([sheet()], [toggleSheetColumn(sheet(), 2)])).toBe(true);
    expect(hasSheetChanges([sheet()], [setSheetCell(sheet(), 1, 0, 'Cable ')])).toBe(true);
  });

  it('lists edits (a header field once), deleted rows, columns and cells, named by sheet', () => {
    let s = setSheetCell(sheet(), 0, 0, 'R-2');
    s = setSheetCell(s, 1, 0, 'Cable 3m');
    s = toggleSheetRow(s, 2);
    s = toggleSheetColumn(s, 2);
    s = toggleSheetCell(s, 1, 1);
    expect(listSheetChanges([sheet()], [s])).toEqual([
      { kind: 'deleted', where: 'Orders, column Quantity', from: '', to: '' },
      { kind: 'edited', where: 'Orders, Reference Number', from: 'R-1', to: 'R-2' },
      { kind: 'edited', where: 'Orders, row 1, Description', from: 'Cable', to: 'Cable 3m' },
      { kind: 'deleted', where: 'Orders, row 2, Description', from: 'Plug', to: '' },
      { kind: 'deleted', where: 'Orders, row 3', from: 'R-1 · Fuse · 5', to: '' },
    ]);
  });
});

describe('grid rows and columns', () => {
  it('edit mode shows everything; the review hides deleted rows and columns and blanks deleted cells', () => {
    const s = toggleSheetCell(toggleSheetColumn(toggleSheetRow(sheet(), 1), 2), 1, 0);
    expect(gridRows(s, false).map((r) => r.index)).toEqual([0, 1, 2]);
    expect(gridRows(s, true)).toEqual([
      { id: '0', index: 0 },
      { id: '2', index: 2 },
    ]);
    expect(gridColumns(s, false)).toEqual([0, 1, 2]);
    expect(gridColumns(s, true)).toEqual([0, 1]);
    expect(gridValue(s, 1, 0, false)).toBe('Cable');
    expect(gridValue(s, 1, 0, true)).toBe('');
  });
});

describe('the saved workbook (spec 000 §7: Worksheet, Xlsx)', () => {
  it('holds the kept rows and columns as text, and the very-hidden layout the server reads back', async () => {
    let s = setSheetCell(sheet(), 1, 0, '=1+1');
    s = toggleSheetRow(s, 1);
    s = toggleSheetColumn(s, 2);
    s = toggleSheetCell(s, 1, 2);
    const layout = workbookLayout([s]);
    expect(layout).toEqual({
      version: 1,
      sheets: [{ name: 'Orders', rows: [0, 2], columns: [0, 1], deletedCells: [[2, 1]] }],
    });

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await buildWorkbook(ExcelJS, [s]));
    const ws = wb.getWorksheet('Orders')!;
    const text = (r: number) => (ws.getRow(r).values as unknown[]).slice(1);
    expect(text(1)).toEqual(['Reference Number', 'Description']);
    expect(text(2)).toEqual(['R-1', '=1+1']);
    expect(text(3)).toEqual(['R-1', '']);
    expect(ws.rowCount).toBe(3);
    const hidden = wb.getWorksheet(SPREADSHEET_LAYOUT_SHEET)!;
    expect(hidden.state).toBe('veryHidden');
    expect(spreadsheetLayoutSchema.parse(JSON.parse(String(hidden.getCell('A1').value)))).toEqual(layout);
  });
});
