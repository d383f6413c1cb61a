import { EngineError, toExtractionError } from '../errors/engine-error.ts';
import { DecodeBudget } from '../limits/decode-budget.ts';
import type { ResourceLimits } from '../limits/resource-limits.ts';
import type { PPage } from '../model/internal.types.ts';
import type { Deadline } from '../pipeline/deadline.ts';
import type { LoadOptions } from './load-options.ts';
import { hasUsableText, loadPdfPage, type PdfPage } from './load-pdf-page.stage.ts';
import { ocrImage, requireOcr } from './ocr-page.stage.ts';
import { openPdf, type PdfDocument } from './open-pdf.ts';
import { withDecodeBudget } from './pdfjs-hooks.ts';

export type PageRangeOptions = Pick<LoadOptions, 'deadline' | 'ocr' | 'onPage' | 'onPageError'>;

/**
 * One PDF opened once and read in page ranges: the whole document in one thread, or one part of a long
 * document in each pool thread, each thread keeping its opening (fonts parsed once) for all the parts it
 * reads. What pdf.js decodes is counted against the document's limits ('resource_limit' ends the reading,
 * as a timeout does); a thread reading a part counts its own decoding.
 */
export interface PdfPageReader {
  readonly pageCount: number;
  /** pages from..to (1-based, inclusive) in order; a page that fails is reported and skipped */
  readPages(from: number, to: number, opts: PageRangeOptions): Promise<void>;
  close(): Promise<void>;
}

export async function openPdfPageReader(
  bytes: Uint8Array,
  deadline: Deadline,
  limits?: Partial<ResourceLimits>,
): Promise<PdfPageReader> {
  const budget = new DecodeBudget(limits);
  const { doc, destroy } = await withDecodeBudget(budget, () => openPdf(bytes, deadline)).catch((e: unknown) => {
    budget.check(); // a refused stream (e.g. the cross-reference stream) is why the file did not open
    throw e;
  });
  // the text pass skips images; a page that needs OCR reads its image from a second, full opening
  let withImages: ReturnType<typeof openPdf> | null = null;
  const imagePage = async (n: number, d: Deadline): Promise<PdfPage> => {
    withImages ??= openPdf(bytes, d, { images: true });
    return d.race((await withImages).doc.getPage(n), 'ocr', n);
  };
  try {
    budget.check();
    if (doc.numPages === 0) throw new EngineError('empty', 'the PDF has no pages', { stage: 'load' });
  } catch (e) {
    await destroy();
    throw e;
  }
  return {
    pageCount: doc.numPages,
    readPages: (from, to, opts) => withDecodeBudget(budget, () => readRange(doc, from, to, opts, budget, imagePage)),
    async close() {
      await destroy();
      if (withImages) await (await withImages.catch(() => null))?.destroy();
    },
  };
}

async function readRange(
  doc: PdfDocument,
  from: number,
  to: number,
  opts: PageRangeOptions,
  budget: DecodeBudget,
  imagePage: (n: number, d: Deadline) => Promise<PdfPage>,
): Promise<void> {
  budget.check();
  for (let n = from; n <= to; n++) {
    opts.deadline.check('load', n);
    try {
      const page = await opts.deadline.race(doc.getPage(n), 'load', n);
      try {
        opts.onPage(await readPage(page, n, opts, (k) => imagePage(k, opts.deadline), budget));
      } finally {
        page.cleanup();
      }
      budget.check();
    } catch (e) {
      budget.check();
      if (e instanceof EngineError && e.code === 'timeout') throw e;
      opts.onPageError(toExtractionError(e, 'load', n));
    }
  }
}

async function readPage(
  page: PdfPage,
  n: number,
  opts: PageRangeOptions,
  imagePage: (n: number) => Promise<PdfPage>,
  budget: DecodeBudget,
): Promise<PPage> {
  const { page: textPage, inkBeyondText } = await loadPdfPage(page, n, opts.deadline);
  budget.check(); // a refused content stream leaves the page empty: not a page for OCR
  // rendering a page for OCR costs far more than reading its text: a blank page is kept as it is
  if (hasUsableText(textPage) || !inkBeyondText) return textPage;
  if (!opts.ocr)
    throw new EngineError('ocr_unavailable', 'this page has no text layer and OCR is turned off', {
      stage: 'ocr',
      page: n,
    });
  const ocr = await requireOcr(n);
  const fullPage = await imagePage(n);
  const image = await opts.deadline.race(ocr.pageImageFromPdf(fullPage), 'ocr', n).finally(() => fullPage.cleanup());
  budget.check();
  const ocrPage = await ocrImage(image, n, null, opts.deadline);
  // keep the PDF's size in points: OCR rotation swaps the sides
  const viewport = page.getViewport({ scale: 1 });
  const swapped = ocrPage.rotation === 90 || ocrPage.rotation === 270;
  const widthPoints = swapped ? viewport.height : viewport.width;
  const scale = widthPoints / ocrPage.width;
  return {
    ...ocrPage,
    width: widthPoints,
    height: ocrPage.height * scale,
    rotation: ((ocrPage.rotation + textPage.rotation) % 360) as PPage['rotation'],
    words: ocrPage.words.map((w) => ({
      ...w,
      fontSize: w.fontSize * scale,
      box: { x0: w.box.x0 * scale, y0: w.box.y0 * scale, x1: w.box.x1 * scale, y1: w.box.y1 * scale },
    })),
    // drawn rules survive OCR only when the page was not turned
    rulings: swapped || ocrPage.rotation === 180 ? [] : textPage.rulings,
  };
}

export function checkPageCount(count: number, maxPages: number): void {
  if (count > maxPages)
    throw new EngineError('too_many_pages', `the PDF has ${count} pages; the limit is ${maxPages}`, { stage: 'load' });
}
