import type ExcelJS from 'exceljs';
import {
  SPREADSHEET_LAYOUT_CHUNK,
  SPREADSHEET_LAYOUT_SHEET,
  XLSX_MIME,
  type SpreadsheetLayout,
  type SpreadsheetSheet,
} from '@paperbridge/contracts';

type ExcelModule = typeof ExcelJS;

/**
 * Which of the data's rows and columns each sheet keeps, and which kept cells are deleted (the
 * layout sheet of docs/review.md "Spreadsheet type"): the visible sheets hold only what is
 * delivered, and this is how the server lays the file back onto the document.
 */
export function workbookLayout(sheets: SpreadsheetSheet[]): SpreadsheetLayout {
  return {
    version: 1,
    sheets: sheets.map((s) => {
      const rows = s.rows.flatMap((r, i) => (r.isDelete ? [] : [i]));
      const columns = s.columns.flatMap((c, k) => (c.isDelete ? [] : [k]));
      return {
        name: s.name,
        rows,
        columns,
        deletedCells: rows.flatMap((r) =>
          columns.filter((k) => s.rows[r]!.cells[k]!.isDelete).map((k): [number, number] => [r, k]),
        ),
      };
    }),
  };
}

/**
 * The reviewed sheets as an xlsx (spec 000 §7: saved as 'Worksheet', type Xlsx): per sheet a bold,
 * frozen header row and the kept rows with the kept columns, deleted cells blank, every value
 * written as text (so "0012" or "=1+1" stay what the reviewer typed); then the very-hidden layout sheet.
 */
export async function buildWorkbook(Excel: ExcelModule, sheets: SpreadsheetSheet[]): Promise<ArrayBuffer> {
  const wb = new Excel.Workbook();
  wb.creator = 'Paperbridge';
  const layout = workbookLayout(sheets);
  sheets.forEach((sheet, s) => {
    const { rows, columns } = layout.sheets[s]!;
    const ws = wb.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = columns.map((k) => {
      const longest = Math.max(
        sheet.columns[k]!.header.length,
        ...rows.map((r) => sheet.rows[r]!.cells[k]!.value.length),
      );
      return { header: sheet.columns[k]!.header, width: Math.min(60, Math.max(10, longest + 2)) };
    });
    ws.getRow(1).font = { bold: true };
    for (const r of rows)
      ws.addRow(columns.map((k) => (sheet.rows[r]!.cells[k]!.isDelete ? '' : sheet.rows[r]!.cells[k]!.value)));
  });
  const hidden = wb.addWorksheet(SPREADSHEET_LAYOUT_SHEET, { state: 'veryHidden' });
  const json = JSON.stringify(layout);
  for (let i = 0, row = 1; i < json.length; i += SPREADSHEET_LAYOUT_CHUNK, row++)
    hidden.getCell(row, 1).value = json.slice(i, i + SPREADSHEET_LAYOUT_CHUNK);
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

/** exceljs is loaded only when a reviewer approves a spreadsheet (it is large), then the file is built. */
export async function saveWorkbook(sheets: SpreadsheetSheet[]): Promise<Blob> {
  const module = (await import('exceljs')) as unknown as { default?: ExcelModule } & ExcelModule;
  const bytes = await buildWorkbook(module.default ?? module, sheets);
  return new Blob([bytes], { type: XLSX_MIME });
}
