import type { DocumentType } from '@paperbridge/contracts';
import { EngineError, toExtractionError } from '../errors/engine-error.ts';
import { checkImagePixels } from '../limits/image-limit.ts';
import { readImageSize } from './image-size.ts';
import type { LoadOptions } from './load-options.ts';
import { ocrImage, requireOcr } from './ocr-page.stage.ts';

/**
 * JPEG, PNG or TIFF (each TIFF page a page) → pages read by OCR. Returns the page count. A header that
 * claims more pixels than allowed is refused ('resource_limit') before anything is decoded; the decoder
 * is held to the same limit for what the header does not say (further TIFF pages).
 */
export async function loadImageDocument(bytes: Uint8Array, opts: LoadOptions, type: DocumentType): Promise<number> {
  const size = readImageSize(bytes, type);
  if (size) checkImagePixels(size.width, size.height, opts.limits.maxImagePixels, 'image file');
  if (!opts.ocr)
    throw new EngineError('ocr_unavailable', 'image files need OCR, which is turned off', { stage: 'ocr' });
  const ocr = await requireOcr(null);
  let images;
  try {
    images = await opts.deadline.race(ocr.loadImageFile(bytes, { maxPixels: opts.limits.maxImagePixels }), 'load');
  } catch (e) {
    if (e instanceof EngineError) throw e;
    throw new EngineError('corrupt', `the image cannot be decoded: ${e instanceof Error ? e.message : String(e)}`, {
      stage: 'load',
      cause: e,
    });
  }
  if (!images.length) throw new EngineError('empty', 'the image file holds no pages', { stage: 'load' });
  if (images.length > opts.maxPages)
    throw new EngineError('too_many_pages', `the file has ${images.length} pages; the limit is ${opts.maxPages}`, {
      stage: 'load',
    });
  for (let i = 0; i < images.length; i++) {
    opts.deadline.check('ocr', i + 1);
    try {
      opts.onPage(await ocrImage(images[i]!, i + 1, null, opts.deadline));
    } catch (e) {
      if (e instanceof EngineError && e.code === 'timeout') throw e;
      opts.onPageError(toExtractionError(e, 'ocr', i + 1));
    }
  }
  return images.length;
}
