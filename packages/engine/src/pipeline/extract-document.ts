import type { DocumentType, ExtractionResult } from '@paperbridge/contracts';
import { EngineError, toExtractionError } from '../errors/engine-error.ts';
import { loadImageDocument } from '../load/load-image.stage.ts';
import { checkPageCount, openPdfPageReader, type PdfPageReader } from '../load/pdf-page-reader.ts';
import { sniffType } from '../load/sniff-type.ts';
import { resolveLimits } from '../limits/resource-limits.ts';
import { Deadline } from './deadline.ts';
import { DEFAULT_MAX_PAGES, DEFAULT_TIMEOUT_MS, type ExtractOptions } from './extract-options.ts';
import { assembleParts } from './assemble-parts.ts';
import { failed, roundTimings } from './extraction-result.ts';
import { PageCollector } from './page-parts.ts';

/**
 * How a pool thread opens a PDF it may be asked to read in parts: its own opening kept for later parts,
 * and the page count above which the document is handed back to be spread over the pool.
 */
export interface PdfSource {
  open(deadline: Deadline): Promise<PdfPageReader>;
  /** the reader stays open after extraction (the source owns it) */
  keepOpen: boolean;
  splitAbove?: number;
  /** the deadline's end when the document's clock started before this thread got it */
  endsAt?: number;
}

/** A long PDF left unread: the pool spreads its pages over its threads (worker/extract-in-parts.ts). */
export interface SplitAnswer {
  status: 'split';
  pageCount: number;
}

/**
 * Bytes → document model. Never throws: every failure comes back as a
 * structured error with its stage and page. A document error (unreadable,
 * encrypted, timeout before any page) is 'failed'; page errors make the result
 * 'partial' with the pages that did work.
 */
export function extractDocument(bytes: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractionResult> {
  return extractDocumentFrom(bytes, opts) as Promise<ExtractionResult>;
}

export async function extractDocumentFrom(
  bytes: Uint8Array,
  opts: ExtractOptions,
  source?: PdfSource,
): Promise<ExtractionResult | SplitAnswer> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deadline = new Deadline(timeoutMs, source?.endsAt);
  const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
  const t0 = performance.now();
  let type: DocumentType;
  try {
    type = sniffType(bytes);
  } catch (e) {
    return failed([toExtractionError(e, 'input', null)], {});
  }
  if (type === 'xml') {
    // loaded on first use: the e-invoice reader brings xmldom and pdf-lib, which a thread reading PDFs never needs
    const { extractEInvoiceXml } = await import('../einvoice/extract-einvoice-xml.ts');
    return extractEInvoiceXml(bytes, opts, (drawn) => extractDocumentFrom(drawn, opts));
  }
  const pages = new PageCollector(deadline);
  let pageCount = 0;
  try {
    const loadOpts = {
      deadline,
      maxPages,
      ocr: opts.ocr !== false,
      limits: resolveLimits(opts.limits),
      onPage: pages.onPage,
      onPageError: pages.onPageError,
    };
    if (type !== 'pdf') pageCount = await loadImageDocument(bytes, loadOpts, type);
    else {
      const reader = await (source ? source.open(deadline) : openPdfPageReader(bytes, deadline, loadOpts.limits));
      try {
        checkPageCount(reader.pageCount, maxPages);
        if (source?.splitAbove !== undefined && reader.pageCount > source.splitAbove)
          return { status: 'split', pageCount: reader.pageCount };
        await reader.readPages(1, reader.pageCount, loadOpts);
        pageCount = reader.pageCount;
      } finally {
        if (!source?.keepOpen) await reader.close();
      }
    }
  } catch (e) {
    const err = toExtractionError(e, 'load', null);
    // a timeout after some pages keeps what was read; anything else about the whole file fails it
    if (!(e instanceof EngineError && e.code === 'timeout' && pages.parts.length))
      return failed([...pages.errors, err], pages.timings);
    pages.errors.push(err);
  }
  if (!pages.parts.length && pages.errors.length) return failed(pages.errors, pages.timings);
  try {
    const document = assembleParts(pages.parts, { fileName: opts.fileName ?? null, type, pageCount });
    const timings = { ...pages.timings, total: performance.now() - t0 };
    return {
      status: pages.errors.length ? 'partial' : 'success',
      document,
      errors: pages.errors,
      timings: roundTimings(timings),
    };
  } catch (e) {
    return failed([...pages.errors, toExtractionError(e, 'tables', null)], pages.timings);
  }
}
