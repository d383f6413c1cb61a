import type { DocumentType } from '@paperbridge/contracts';
import { einvoiceFailureMessage, sniffType } from '@paperbridge/engine';
import type { AppContext } from '../../context/app-context.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import type { StoredEInvoice } from '../../db/schema/index.ts';
import { sharedEngine } from '../../lib/engine/shared-engine.ts';
import { einvoiceViewKey } from '../intake/document-files.ts';

export type DocumentEInvoice =
  /** the bytes the engine extracts: the original, or for an XML e-invoice the drawing of it */
  | { status: 'read'; einvoice: StoredEInvoice | null; extractBytes: Uint8Array; type: DocumentType | null }
  /** an XML file that is no valid e-invoice: the document fails with this message */
  | { status: 'refused'; code: string; message: string };

const typeOf = (bytes: Uint8Array): DocumentType | null => {
  try {
    return sniffType(bytes);
  } catch {
    return null;
  }
};

/**
 * Issue 25: the e-invoice a PDF carries or an XML file is, read in an engine thread before the page is. A PDF's
 * printed page is read whatever its attachment holds (it is the evidence, and the fallback when the e-invoice is
 * invalid); an XML e-invoice has no page, so its drawing is stored beside it (the page the reviewer sees) and
 * extracted instead. Photos carry none.
 */
export async function readDocumentEInvoice(
  ctx: AppContext,
  companyId: string,
  fileKey: string,
  bytes: Uint8Array,
): Promise<DocumentEInvoice> {
  const type = typeOf(bytes);
  if (type !== 'pdf' && type !== 'xml') return { status: 'read', einvoice: null, extractBytes: bytes, type };
  const read = await sharedEngine(ctx.config.pipeline.engineThreads).readEInvoice(bytes, {
    timeoutMs: Math.min(ctx.config.pipeline.documentTimeoutMs, 60_000),
  });
  if (read.status === 'failed') {
    if (type === 'pdf') return { status: 'read', einvoice: null, extractBytes: bytes, type };
    return { status: 'refused', code: read.error.code, message: read.error.message };
  }
  const r = read.reading;
  const einvoice = r.status === 'none' ? null : r;
  if (type === 'pdf') return { status: 'read', einvoice, extractBytes: bytes, type };
  if (r.status === 'invalid')
    return { status: 'refused', code: 'invalid_einvoice', message: einvoiceFailureMessage(r.failures) };
  if (r.status === 'none' || !read.rendition)
    return {
      status: 'refused',
      code: 'unsupported_type',
      message: `The XML file is not an e-invoice: ${r.status === 'none' ? r.reason : 'it could not be drawn'}.`,
    };
  await storageFor(ctx).put(companyId, einvoiceViewKey(fileKey), Buffer.from(read.rendition), 'application/pdf');
  return { status: 'read', einvoice, extractBytes: read.rendition, type };
}
