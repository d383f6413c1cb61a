import ExcelJS from 'exceljs';
import type { TypedValue } from '@paperbridge/contracts';
import { csvLine, STANDARD_CSV, type CsvStyle } from '../render/csv.renderer.ts';
import { renderJson } from '../render/json.renderer.ts';
import { escapeXml, renderXml } from '../render/xml.renderer.ts';
import { outputBaseName, type OutputFormat, type RenderedFile } from '../render/render-output.ts';
import { FIXED_TIME, stableZip } from '../render/stable-zip.ts';
import { setTypedCell } from '../render/xlsx-cells.ts';
import { documentsSheet, lineItemsSheet, type BatchEntry, type BatchSheet } from './batch-table.ts';

export interface BatchMeta {
  mapping: string;
  /** the day the file is for (YYYY-MM-DD) */
  day: string;
  /** Excel's format for the company's dates */
  dateFormat: string;
  /** how CSV writes values (the destination's CSV format) */
  csv?: CsvStyle;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "LIEFERANT1_2026-11-26_4_documents": what the file is, for whom, of which day, how many. */
const baseName = (meta: BatchMeta, n: number) =>
  outputBaseName(`${meta.mapping}_${meta.day}_${n}_${n === 1 ? 'document' : 'documents'}`);

function addSheet(wb: ExcelJS.Workbook, name: string, sheet: BatchSheet, dateFormat: string): void {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = ws.addRow(sheet.columns.map((c) => c.name));
  header.font = { bold: true };
  const widths = sheet.columns.map((c) => Math.max(10, c.name.length + 2));
  for (const values of sheet.rows) {
    const row = ws.addRow([]);
    values.forEach((v, i) => {
      setTypedCell(row.getCell(i + 1), v, sheet.columns[i]!.kind, dateFormat);
      widths[i] = Math.min(50, Math.max(widths[i]!, String(v ?? '').length + 2));
    });
  }
  widths.forEach((w, i) => (ws.getColumn(i + 1).width = w));
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, sheet.columns.length) } };
}

const csvOf = (sheet: BatchSheet, style: CsvStyle) =>
  Buffer.from(
    '\uFEFF' +
      csvLine(
        sheet.columns.map((c) => c.name),
        style.separator,
      ) +
      sheet.rows
        .map((r) =>
          csvLine(
            r.map((v: TypedValue, i) => style.value(v, sheet.columns[i]!.kind)),
            style.separator,
          ),
        )
        .join(''),
    'utf8',
  );

/**
 * One file for a day's documents (issue 30 point 2). EXCEL: a "Documents" sheet with a row per document and a
 * "Line items" sheet keyed by the reference, typed cells (numbers, dates in the company's format), a frozen header
 * and filters. CSV: the same two tables as two files. JSON: the documents as the per-document JSON, in an array.
 * XML: the per-document XML elements under one <documents> root. DOCX is never batched (one agreement per file).
 */
export async function renderBatch(
  entries: BatchEntry[],
  format: Exclude<OutputFormat, 'DOCX'>,
  meta: BatchMeta,
): Promise<RenderedFile[]> {
  const base = baseName(meta, entries.length);
  if (format === 'EXCEL') {
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Paperbridge';
    wb.created = FIXED_TIME;
    wb.modified = FIXED_TIME;
    addSheet(wb, 'Documents', documentsSheet(entries), meta.dateFormat);
    addSheet(wb, 'Line items', lineItemsSheet(entries), meta.dateFormat);
    return [
      {
        fileName: `${base}.xlsx`,
        contentType: XLSX_TYPE,
        bytes: await stableZip(Buffer.from(await wb.xlsx.writeBuffer())),
      },
    ];
  }
  if (format === 'CSV') {
    return [
      {
        fileName: `${base}.csv`,
        contentType: 'text/csv; charset=utf-8',
        bytes: csvOf(documentsSheet(entries), meta.csv ?? STANDARD_CSV),
      },
      {
        fileName: `${base}_line_items.csv`,
        contentType: 'text/csv; charset=utf-8',
        bytes: csvOf(lineItemsSheet(entries), meta.csv ?? STANDARD_CSV),
      },
    ];
  }
  if (format === 'JSON') {
    const documents = entries.map((e) => ({
      ...JSON.parse(renderJson(e.doc).toString('utf8')),
      source: e.source,
      received: e.received,
      review: e.review,
    }));
    const body = { mapping: meta.mapping, day: meta.day, count: entries.length, documents };
    return [
      {
        fileName: `${base}.json`,
        contentType: 'application/json',
        bytes: Buffer.from(`${JSON.stringify(body, null, 2)}\n`, 'utf8'),
      },
    ];
  }
  const inner = entries.map((e) =>
    renderXml(e.doc)
      .toString('utf8')
      .replace(/^<\?xml[^>]*>\n/, '')
      .trimEnd()
      .replace(/^/gm, '  '),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<documents mapping="${escapeXml(meta.mapping)}" day="${meta.day}" count="${entries.length}">\n${inner.join('\n')}\n</documents>\n`;
  return [{ fileName: `${base}.xml`, contentType: 'application/xml', bytes: Buffer.from(xml, 'utf8') }];
}
