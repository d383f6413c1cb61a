import { EngineError, toExtractionError } from '../errors/engine-error.ts';
import { DecodeBudget } from '../limits/decode-budget.ts';
import type { PPage } from '../model/internal.types.ts';
import type { LoadOptions } from './load-options.ts';
import { hasUsableText, loadPdfPage, type PdfPage } from './load-pdf-page.stage.ts';
import { requireOcr, ocrImage } from './ocr-page.stage.ts';
import { openPdf } from './open-pdf.ts';
import { withDecodeBudget } from './pdfjs-hooks.ts';

/**
 * PDF → pages, one at a time so memory stays flat. Each page keeps its text
 * layer when it has usable text, otherwise it is read by OCR (mixed PDFs are
 * decided per page). Returns the page count. What pdf.js decodes is counted
 * against the document's limits; going over one ('resource_limit') ends the
 * whole document, as a timeout does.
 */
export function loadPdfDocument(bytes: Uint8Array, opts: LoadOptions): Promise<number> {
  const budget = new DecodeBudget(opts.limits);
  return withDecodeBudget(budget, () => loadPages(bytes, opts, budget));
}

async function loadPages(bytes: Uint8Array, opts: LoadOptions, budget: DecodeBudget): Promise<number> {
  const { doc, destroy } = await openPdf(bytes, opts.deadline).catch((e: unknown) => {
    budget.check(); // a refused stream (e.g. the cross-reference stream) is why the file did not open
    throw e;
  });
  // the text pass skips images; a page that needs OCR reads its image from a second, full opening
  const withImages: { opened: ReturnType<typeof openPdf> | null } = { opened: null };
  const imagePage = async (n: number): Promise<PdfPage> => {
    withImages.opened ??= openPdf(bytes, opts.deadline, { images: true });
    return opts.deadline.race((await withImages.opened).doc.getPage(n), 'ocr', n);
  };
  try {
    budget.check();
    const count = doc.numPages;
    if (count === 0) throw new EngineError('empty', 'the PDF has no pages', { stage: 'load' });
    if (count > opts.maxPages) throw new EngineError('too_many_pages', `the PDF has ${count} pages; the limit is ${opts.maxPages}`, { stage: 'load' });
    for (let n = 1; n <= count; n++) {
      opts.deadline.check('load', n);
      try {
        const page = await opts.deadline.race(doc.getPage(n), 'load', n);
        try {
          opts.onPage(await readPage(page, n, opts, imagePage, budget));
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
    return count;
  } finally {
    await destroy();
    if (withImages.opened) await (await withImages.opened.catch(() => null))?.destroy();
  }
}

async function readPage(page: PdfPage, n: number, opts: LoadOptions, imagePage: (n: number) => Promise<PdfPage>, budget: DecodeBudget): Promise<PPage> {
  const textPage = await loadPdfPage(page, n, opts.deadline);
  budget.check(); // a refused content stream leaves the page empty: not a page for OCR
  if (hasUsableText(textPage)) return textPage;
  if (!opts.ocr) throw new EngineError('ocr_unavailable', 'this page has no text layer and OCR is turned off', { stage: 'ocr', page: n });
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
    rotation: (((ocrPage.rotation + textPage.rotation) % 360) as PPage['rotation']),
    words: ocrPage.words.map((w) => ({ ...w, fontSize: w.fontSize * scale, box: { x0: w.box.x0 * scale, y0: w.box.y0 * scale, x1: w.box.x1 * scale, y1: w.box.y1 * scale } })),
    // drawn rules survive OCR only when the page was not turned
    rulings: swapped || ocrPage.rotation === 180 ? [] : textPage.rulings,
  };
}
