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
 * A page already as JSON, in UTF-8 (asked with pagesAsJson): the main thread writes it into the document's JSON
 * as it is, and the bytes are moved to it, not copied (pageBuffers). Rebuilding a long document's pages from
 * messages and serialising them again took the main thread about as long as a thread takes to read them, and
 * encoding the joined text after the last page was most of what it still did alone.
 */
export type RawPagePart = Omit<PagePart, 'page'> & { page: Uint8Array };

const utf8 = new TextEncoder();

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
  const parts = opts.pagesAsJson
    ? pages.parts.map((p) => ({ ...p, page: utf8.encode(JSON.stringify(p.page)) }))
    : pages.parts;
  return {
    status: 'part',
    parts,
    errors: pages.errors,
    stoppedBy,
    timings: roundTimings(pages.timings),
    thread: threadId,
  };
}

/** The buffers of a result's pages written as JSON, to be transferred with it rather than copied. */
export function pageBuffers(result: unknown): ArrayBuffer[] {
  const parts = (result as Partial<PartResult> | null)?.parts;
  if ((result as Partial<PartResult> | null)?.status !== 'part' || !parts) return [];
  return parts.flatMap((p) => (p.page instanceof Uint8Array ? [p.page.buffer as ArrayBuffer] : []));
}
