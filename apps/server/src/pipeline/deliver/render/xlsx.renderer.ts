import ExcelJS from 'exceljs';
import type { DeliveryDocument } from './delivery-document.ts';
import { FIXED_TIME, stableZip } from './stable-zip.ts';
import { setTypedCell } from './xlsx-cells.ts';

/** Excel refuses sheet names over 31 characters, with []:*?/\ or starting/ending with an apostrophe. */
export function sheetName(name: string | null | undefined): string {
  const clean = (name ?? '')
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31)
    .trim();
  return clean || 'Worksheet';
}

const width = (v: unknown) => (v instanceof Date ? 12 : String(v ?? '').length + 2);

/**
 * XLSX (exceljs): one sheet named by the mapping's worksheet tab name (spec 001 §2), the header fields
 * as a Field/Value/As printed block (typed cells, issue 30: numbers with a number format, dates as dates in the
 * company's format), then each table as a block (title, bold header row, typed rows) below it. Values are never
 * formulas. Column widths follow the content, capped.
 */
export async function renderXlsx(
  doc: DeliveryDocument,
  tabName: string | null,
  dateFormat = 'yyyy-mm-dd',
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Paperbridge';
  wb.created = FIXED_TIME;
  wb.modified = FIXED_TIME;
  const ws = wb.addWorksheet(sheetName(tabName));
  const widths: number[] = [];
  const fit = (row: ExcelJS.Row) =>
    row.eachCell((c, i) => (widths[i - 1] = Math.min(60, Math.max(widths[i - 1] ?? 8, width(c.value)))));
  const header = (values: string[]) => {
    const row = ws.addRow(values);
    row.font = { bold: true };
    fit(row);
  };
  header(['Field', 'Value', 'As printed']);
  const kindRow = ws.addRow(['Document kind', doc.documentKind === 'credit_note' ? 'credit note' : 'invoice']);
  fit(kindRow);
  if (doc.currency) fit(ws.addRow(['Currency code', doc.currency]));
  for (const f of doc.fields) {
    const row = ws.addRow([f.name]);
    setTypedCell(row.getCell(2), f.typed, f.kind, dateFormat);
    if (f.value) row.getCell(3).value = f.value;
    fit(row);
  }
  for (const t of doc.tables) {
    ws.addRow([]);
    header([`Table ${t.tableNumber}`]);
    header(t.columns);
    for (const r of t.typedRows) {
      const row = ws.addRow([]);
      t.columns.forEach((_, i) => setTypedCell(row.getCell(i + 1), r[i] ?? null, t.kinds[i]!, dateFormat));
      fit(row);
    }
  }
  widths.forEach((w, i) => (ws.getColumn(i + 1).width = w));
  return stableZip(Buffer.from(await wb.xlsx.writeBuffer()));
}
