import ExcelJS from 'exceljs';
import type { DeliveryDocument } from './delivery-document.ts';
import { FIXED_TIME, stableZip } from './stable-zip.ts';

/** Excel refuses sheet names over 31 characters, with []:*?/\ or starting/ending with an apostrophe. */
export function sheetName(name: string | null | undefined): string {
  const clean = (name ?? '').replace(/[[\]:*?/\\]/g, ' ').replace(/^'+|'+$/g, '').trim().slice(0, 31).trim();
  return clean || 'Worksheet';
}

/**
 * A plain decimal ('1250', '-12.50') becomes a number so sums work; anything else stays text:
 * '00123' (an id), '1,250.00', '$47.70' and dates are exactly what was printed.
 */
function cellValue(value: string): string | number | null {
  if (value === '') return null; // an empty cell, not a cell holding an empty string
  return /^-?(0|[1-9]\d{0,14})(\.\d+)?$/.test(value) ? Number(value) : value;
}

/**
 * XLSX (exceljs): one sheet named by the mapping's worksheet tab name (spec 001 §2), the header fields
 * as a Field/Value block, then each table as a block (title, bold header row, rows) below it. Values are
 * never formulas. Column widths follow the content, capped.
 */
export async function renderXlsx(doc: DeliveryDocument, tabName: string | null): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Paperbridge';
  wb.created = FIXED_TIME;
  wb.modified = FIXED_TIME;
  const ws = wb.addWorksheet(sheetName(tabName));
  const widths: number[] = [];
  const add = (values: (string | number | null)[], bold = false) => {
    const row = ws.addRow(values);
    if (bold) row.font = { bold: true };
    values.forEach((v, i) => (widths[i] = Math.min(60, Math.max(widths[i] ?? 8, String(v ?? '').length + 2))));
  };
  add(['Field', 'Value'], true);
  for (const f of doc.fields) add([f.name, cellValue(f.value)]);
  for (const t of doc.tables) {
    ws.addRow([]);
    add([`Table ${t.tableNumber}`], true);
    add(t.columns, true);
    for (const r of t.rows) add(t.columns.map((_, i) => cellValue(r[i] ?? '')));
  }
  widths.forEach((w, i) => (ws.getColumn(i + 1).width = w));
  return stableZip(Buffer.from(await wb.xlsx.writeBuffer()));
}
