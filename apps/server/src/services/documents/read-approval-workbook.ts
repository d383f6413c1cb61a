import ExcelJS from 'exceljs';
import {
  SPREADSHEET_LAYOUT_SHEET,
  SPREADSHEET_MSG,
  spreadsheetLayoutSchema,
  type SpreadsheetLayout,
} from '@paperbridge/contracts';
import { invalidField } from '../../lib/errors/domain-error.ts';
import { checkXlsxZip } from './xlsx-zip-guard.ts';

/** A sheet's cells as text: `cells.get(row)?.get(column)`, both 1-based as Excel counts. */
export interface SheetCells {
  cells: Map<number, Map<number, string>>;
  /** the last row and column that hold anything */
  lastRow: number;
  lastColumn: number;
}

export interface ApprovalWorkbook {
  sheets: Map<string, SheetCells>;
  layout: SpreadsheetLayout;
}

/** Far beyond a reviewed document (the layout sheet allows 100 000 rows and 1000 columns): refused before the data is looked at. */
export const WORKBOOK_LIMITS = { maxRows: 100_001, maxColumns: 1000, maxSheets: 100 };

/** What a cell shows, as text: a formula's last result, a link's text, rich text joined, a date as yyyy-mm-dd. */
export function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().replace(/T00:00:00\.000Z$/, '');
  if ('richText' in v) return v.richText.map((t) => t.text).join('');
  if ('formula' in v || 'sharedFormula' in v) return cellText(v.result);
  if ('hyperlink' in v) return cellText(v.text);
  if ('error' in v) return v.error;
  return '';
}

function readSheet(ws: ExcelJS.Worksheet): SheetCells {
  const cells = new Map<number, Map<number, string>>();
  let lastRow = 0;
  let lastColumn = 0;
  ws.eachRow({ includeEmpty: false }, (row, r) => {
    row.eachCell({ includeEmpty: false }, (cell, c) => {
      const text = cellText(cell.value);
      if (!text) return;
      if (r > WORKBOOK_LIMITS.maxRows || c > WORKBOOK_LIMITS.maxColumns)
        throw invalidField('file', SPREADSHEET_MSG.tooBig);
      if (!cells.has(r)) cells.set(r, new Map());
      cells.get(r)!.set(c, text);
      lastRow = Math.max(lastRow, r);
      lastColumn = Math.max(lastColumn, c);
    });
  });
  return { cells, lastRow, lastColumn };
}

/** The layout sheet's JSON, split over column A (SPREADSHEET_LAYOUT_CHUNK characters a cell). */
function readLayout(ws: ExcelJS.Worksheet | undefined): SpreadsheetLayout {
  if (!ws) throw invalidField('file', SPREADSHEET_MSG.noLayout);
  const { cells, lastRow } = readSheet(ws);
  let json = '';
  for (let r = 1; r <= lastRow; r++) json += cells.get(r)?.get(1) ?? '';
  try {
    return spreadsheetLayoutSchema.parse(JSON.parse(json));
  } catch {
    throw invalidField('file', SPREADSHEET_MSG.noLayout);
  }
}

/**
 * The reviewed workbook as text cells per sheet, with its layout sheet. The bytes pass the zip
 * guard first (exceljs unzips everything into memory); anything exceljs cannot read is a 400, never a 500.
 */
export async function readApprovalWorkbook(bytes: Buffer): Promise<ApprovalWorkbook> {
  checkXlsxZip(bytes);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw invalidField('file', SPREADSHEET_MSG.corrupt);
  }
  if (wb.worksheets.length > WORKBOOK_LIMITS.maxSheets) throw invalidField('file', SPREADSHEET_MSG.tooBig);
  const sheets = new Map<string, SheetCells>();
  let layoutSheet: ExcelJS.Worksheet | undefined;
  for (const ws of wb.worksheets) {
    if (ws.name === SPREADSHEET_LAYOUT_SHEET) layoutSheet = ws;
    else sheets.set(ws.name, readSheet(ws));
  }
  return { sheets, layout: readLayout(layoutSheet) };
}
