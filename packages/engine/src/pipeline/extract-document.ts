import type { DocumentType, ExtractionError, ExtractionResult } from '@paperbridge/contracts';
import { EngineError, toExtractionError } from '../errors/engine-error.ts';
import { loadImageDocument } from '../load/load-image.stage.ts';
import type { LoadOptions } from '../load/load-options.ts';
import { loadPdfDocument } from '../load/load-pdf.stage.ts';
import { sniffType } from '../load/sniff-type.ts';
import { resolveLimits } from '../limits/resource-limits.ts';
import { mergeContinuedTables } from '../tables/merge-continued-tables.stage.ts';
import { analysePage, type AnalysedPage } from './analyse-page.stage.ts';
import { assembleDocument } from './assemble-document.ts';
import { Deadline } from './deadline.ts';
import { DEFAULT_MAX_PAGES, DEFAULT_TIMEOUT_MS, type ExtractOptions } from './extract-options.ts';

/**
 * Bytes → document model. Never throws: every failure comes back as a
 * structured error with its stage and page. A document error (unreadable,
 * encrypted, timeout before any page) is 'failed'; page errors make the result
 * 'partial' with the pages that did work.
 */
export async function extractDocument(bytes: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractionResult> {
  const deadline = new Deadline(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
  const errors: ExtractionError[] = [];
  const timings: Record<string, number> = {};
  const t0 = performance.now();
  let type: DocumentType;
  try {
    type = sniffType(bytes);
  } catch (e) {
    return failed([toExtractionError(e, 'input', null)], timings);
  }
  const analysed: AnalysedPage[] = [];
  let pageCount = 0;
  try {
    const onPage = (page: Parameters<typeof analysePage>[0]) => {
      deadline.check('layout', page.pageNumber);
      const a = analysePage(page);
      for (const [k, v] of Object.entries(a.timings)) timings[k] = (timings[k] ?? 0) + v;
      analysed.push(a);
    };
    const load = type === 'pdf' ? loadPdfDocument : (b: Uint8Array, o: LoadOptions) => loadImageDocument(b, o, type);
    pageCount = await load(bytes, { deadline, maxPages, ocr: opts.ocr !== false, limits: resolveLimits(opts.limits), onPage, onPageError: (e) => errors.push(e) });
  } catch (e) {
    const err = toExtractionError(e, 'load', null);
    // a timeout after some pages keeps what was read; anything else about the whole file fails it
    if (!(e instanceof EngineError && e.code === 'timeout' && analysed.length)) return failed([...errors, err], timings);
    errors.push(err);
  }
  if (!analysed.length && errors.length) return failed(errors, timings);
  try {
    const tables = mergeContinuedTables(analysed.map((a) => ({ page: a.page.pageNumber, height: a.page.height, tables: a.tables })));
    const document = assembleDocument(analysed, tables, { fileName: opts.fileName ?? null, type, pageCount });
    timings.total = performance.now() - t0;
    return { status: errors.length ? 'partial' : 'success', document, errors, timings: roundTimings(timings) };
  } catch (e) {
    return failed([...errors, toExtractionError(e, 'tables', null)], timings);
  }
}

function failed(errors: ExtractionError[], timings: Record<string, number>): ExtractionResult {
  return { status: 'failed', document: null, errors, timings: roundTimings(timings) };
}

const roundTimings = (t: Record<string, number>) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Math.round(v * 10) / 10]));
