import { threadId } from 'node:worker_threads';
import type { ExtractionError } from '@paperbridge/contracts';
import { toExtractionError } from '../errors/engine-error.ts';
import type { PdfPageReader } from '../load/pdf-page-reader.ts';
import type { Deadline } from '../pipeline/deadline.ts';
import { roundTimings } from '../pipeline/extraction-result.ts';
import type { PagePart } from '../pipeline/assemble-parts.ts';
import { PageCollector } from '../pipeline/page-parts.ts';

/**
 * What a pool thread sends back for pages from..to of a long document. `stoppedBy`: the error that ended
 * the reading before `to` (a timeout keeps the pages read; anything else fails the whole document).
 */
export interface PartResult {
  status: 'part';
  parts: (PagePart | RawPagePart)[];
  errors: ExtractionError[];
  stoppedBy: ExtractionError | null;
  timings: Record<string, number>;
  /** the pool thread that read it */
  thread: number;
}

/**
 * A page already as JSON text (asked with pagesAsJson): the main thread splices it into the document's JSON as
 * it is. Rebuilding a long document's pages from messages and serialising them again took the main thread
 * about as long as a thread takes to read them.
 */
export type RawPagePart = Omit<PagePart, 'page'> & { page: string };

export async function extractPart(
  open: () => Promise<PdfPageReader>,
  from: number,
  to: number,
  opts: { deadline: Deadline; ocr: boolean; pagesAsJson?: boolean },
): Promise<PartResult> {
  const pages = new PageCollector(opts.deadline);
  let stoppedBy: ExtractionError | null = null;
  try {
    const reader = await open();
    await reader.readPages(from, to, {
      deadline: opts.deadline,
      ocr: opts.ocr,
      onPage: pages.onPage,
      onPageError: pages.onPageError,
    });
  } catch (e) {
    stoppedBy = toExtractionError(e, 'load', null);
  }
  const parts = opts.pagesAsJson ? pages.parts.map((p) => ({ ...p, page: JSON.stringify(p.page) })) : pages.parts;
  return {
    status: 'part',
    parts,
    errors: pages.errors,
    stoppedBy,
    timings: roundTimings(pages.timings),
    thread: threadId,
  };
}
