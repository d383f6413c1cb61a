import type { DeliveryDocument } from './delivery-document.ts';
import { renderCsv, type CsvStyle } from './csv.renderer.ts';
import { SUMMARY_FIELD } from './summary-fields.ts';
import { renderDocx } from './docx.renderer.ts';
import { renderJson } from './json.renderer.ts';
import { renderXlsx } from './xlsx.renderer.ts';
import { renderXml } from './xml.renderer.ts';
import { renderEInvoice } from './einvoice/einvoice.renderer.ts';

/** The mapping's file types (FILE_FORMATS in the contracts), plus CSV; UBL and CII are e-invoices (issue 25). */
export type OutputFormat = 'JSON' | 'EXCEL' | 'XML' | 'DOCX' | 'CSV' | 'UBL' | 'CII';

export interface RenderedFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const KINDS: Record<OutputFormat, { ext: string; contentType: string }> = {
  JSON: { ext: 'json', contentType: 'application/json' },
  EXCEL: { ext: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  XML: { ext: 'xml', contentType: 'application/xml' },
  DOCX: { ext: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  CSV: { ext: 'csv', contentType: 'text/csv; charset=utf-8' },
  UBL: { ext: 'xml', contentType: 'application/xml' },
  CII: { ext: 'xml', contentType: 'application/xml' },
};

/** A mapping's file type as a format; JSON when it has none (a webhook-only mapping) or one this version cannot render. */
export function outputFormatOf(fileType: string | null | undefined): OutputFormat {
  return fileType && Object.hasOwn(KINDS, fileType) ? (fileType as OutputFormat) : 'JSON';
}

/** A file name from the document's reference that every file system and mail client accepts. */
export function outputBaseName(reference: string): string {
  const base = reference
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[_.]+|[_.]+$/g, '')
    .slice(0, 100);
  return base || 'document';
}

const ORIGINAL_EXT = /\.(pdf|png|jpe?g|tiff?|heic|webp|bmp|gif)$/i;

/**
 * What a delivered file is called (issue 30 point 2): the supplier, the document's number and its date
 * ("Lieferant_GmbH_471102_2018-03-05"), a credit note marked as one; the reference without the original's
 * extension when the document has none of them, never "invoice.pdf.xlsx".
 */
export function documentFileBase(doc: DeliveryDocument): string {
  const pick = (re: RegExp) => doc.fields.find((f) => re.test(f.name.trim()) && f.typed !== null && f.typed !== '');
  const parts = [
    pick(SUMMARY_FIELD.supplier)?.value,
    pick(SUMMARY_FIELD.number)?.typed,
    pick(SUMMARY_FIELD.date)?.typed,
  ].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  const base = parts.length >= 2 ? parts.join('_') : doc.reference.replace(ORIGINAL_EXT, '');
  return outputBaseName(doc.documentKind === 'credit_note' ? `Credit_note_${base}` : base);
}

/** A file in the mapping's format; UBL and CII throw EInvoiceOutputError when the document is no valid e-invoice. */
export async function renderOutput(
  doc: DeliveryDocument,
  format: OutputFormat,
  opts: { excelTabName?: string | null; csv?: CsvStyle } = {},
): Promise<RenderedFile> {
  const kind = KINDS[format];
  const bytes =
    format === 'UBL' || format === 'CII'
      ? await renderEInvoice(doc, format)
      : format === 'JSON'
        ? renderJson(doc)
        : format === 'XML'
          ? renderXml(doc)
          : format === 'CSV'
            ? renderCsv(doc, opts.csv)
            : format === 'EXCEL'
              ? await renderXlsx(doc, opts.excelTabName ?? null, doc.dateFormat)
              : await renderDocx(doc);
  return { fileName: `${documentFileBase(doc)}.${kind.ext}`, contentType: kind.contentType, bytes };
}
