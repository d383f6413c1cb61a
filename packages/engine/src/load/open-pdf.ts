import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { EngineError } from '../errors/engine-error.ts';
import type { Deadline } from '../pipeline/deadline.ts';
import { loadPdfjs, sharedPdfWorker } from './pdfjs.ts';

export type PdfDocument = PDFDocumentProxy;

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
// pdf.js in Node wants directory URLs with a trailing slash.
const standardFontDataUrl = pathToFileURL(path.join(pdfjsRoot, 'standard_fonts') + path.sep).href;
const cMapUrl = pathToFileURL(path.join(pdfjsRoot, 'cmaps') + path.sep).href;

/**
 * Opens a PDF with pdf.js's legacy build, hardened for untrusted input: no eval,
 * no system fonts, no font faces, no network. pdf.js errors become typed
 * EngineErrors ('encrypted', 'corrupt', 'empty'). Documents share this
 * thread's pdf.js worker (see pdfjs.ts), so nothing is set up per document.
 * What it decodes is bounded by the DecodeBudget the caller has opened
 * (withDecodeBudget); the caller checks it.
 */
export async function openPdf(
  bytes: Uint8Array,
  deadline: Deadline,
  opts: { images?: boolean } = {},
): Promise<{ doc: PdfDocument; destroy: () => Promise<void> }> {
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    // pdf.js transfers (detaches) the buffer it is given; give it a copy so the caller's bytes survive.
    data: new Uint8Array(bytes),
    worker: sharedPdfWorker(),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    fontExtraProperties: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    stopAtErrors: false,
    // the text layer needs no pixels: without images pdf.js skips decoding them (OCR opens the file with them)
    maxImageSize: opts.images ? -1 : 0,
    verbosity: 0,
  });
  const destroy = async (): Promise<void> => {
    await task.destroy().catch(() => undefined);
  };
  try {
    const doc = await deadline.race(task.promise, 'load');
    return { doc, destroy };
  } catch (e) {
    await destroy();
    throw mapPdfError(e);
  }
}

function mapPdfError(e: unknown): EngineError {
  if (e instanceof EngineError) return e;
  const name = (e as { name?: string })?.name ?? '';
  const message = e instanceof Error ? e.message : String(e);
  if (name === 'PasswordException')
    return new EngineError('encrypted', 'the PDF is password protected', { stage: 'load', cause: e });
  if (/empty/i.test(message) && /zero|empty/i.test(message))
    return new EngineError('empty', 'the PDF is empty', { stage: 'load', cause: e });
  return new EngineError('corrupt', `the PDF cannot be read: ${message}`, { stage: 'load', cause: e });
}
