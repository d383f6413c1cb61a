import type { EInvoiceReadResult } from './einvoice.types.ts';
import { readEInvoice } from './read-einvoice.ts';
import { renderEInvoicePdf } from './render-einvoice-pdf.ts';

/** What the engine pool answers for a document's e-invoice: the reading, and for a bare XML file its drawn page. */
export interface EInvoiceDocument {
  status: 'read';
  reading: EInvoiceReadResult;
  /** a PDF drawing of an XML e-invoice (which has no printed page), when it was read */
  rendition?: Uint8Array;
}

/**
 * The e-invoice of a PDF or XML document, in a pool thread (opening a PDF runs pdf.js): a valid bare XML
 * e-invoice comes with a drawing of it, the page a reviewer sees and the engine reads for the values' places.
 */
export async function readEInvoiceDocument(bytes: Uint8Array, opts: { timeoutMs?: number } = {}) {
  const reading = await readEInvoice(bytes, { timeoutMs: opts.timeoutMs });
  const doc: EInvoiceDocument = { status: 'read', reading };
  if (reading.status === 'ok' && reading.source.container === 'xml')
    doc.rendition = await renderEInvoicePdf(reading.invoice, reading.source);
  return doc;
}
