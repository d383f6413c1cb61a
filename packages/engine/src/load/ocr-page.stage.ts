import { EngineError } from '../errors/engine-error.ts';
import type { OcrPageResult, RawImage } from '../ocr/ocr.types.ts';
import type { PPage, PWord } from '../model/internal.types.ts';
import type { Deadline } from '../pipeline/deadline.ts';
import { loadOcrModule, type OcrModule } from './ocr-bridge.ts';

export async function requireOcr(pageNumber: number | null): Promise<OcrModule> {
  const ocr = await loadOcrModule();
  if (!ocr)
    throw new EngineError('ocr_unavailable', 'this page has no text layer and the OCR module is not available', {
      stage: 'ocr',
      page: pageNumber,
    });
  return ocr;
}

/**
 * OCR result → internal page. OCR boxes are normalised 0..1 to the upright image
 * (ocr.types.ts); they are scaled to points so that the page keeps the width it had
 * (a PDF page) or 1 px = 1 pt for image files, whose DPI is often missing or wrong.
 */
export function ocrResultToPage(r: OcrPageResult, pageNumber: number, widthPoints: number | null): PPage {
  const scale = widthPoints && r.width > 0 ? widthPoints / r.width : 1;
  const words: PWord[] = r.words
    .filter((w) => w.text.trim().length > 0)
    .map((w) => {
      const sx = r.width * scale;
      const sy = r.height * scale;
      const box = { x0: w.box.x0 * sx, y0: w.box.y0 * sy, x1: w.box.x1 * sx, y1: w.box.y1 * sy };
      return {
        text: w.text.trim(),
        box,
        confidence: w.confidence,
        source: 'ocr' as const,
        fontSize: box.y1 - box.y0,
        fontName: 'ocr',
      };
    });
  return {
    pageNumber,
    width: r.width * scale,
    height: r.height * scale,
    rotation: r.rotation,
    skew: r.skew,
    source: 'ocr',
    ...(r.engine ? { ocrEngine: r.engine } : {}),
    words,
    rulings: [],
  };
}

export async function ocrImage(
  image: RawImage,
  pageNumber: number,
  widthPoints: number | null,
  deadline: Deadline,
): Promise<PPage> {
  const ocr = await requireOcr(pageNumber);
  try {
    const r = await deadline.race(
      ocr.recognizePageImage(image, { timeoutMs: Math.max(1, deadline.remainingMs()) }),
      'ocr',
      pageNumber,
    );
    return ocrResultToPage(r, pageNumber, widthPoints);
  } catch (e) {
    if (e instanceof EngineError) throw e;
    throw new EngineError('ocr_failed', `OCR failed: ${e instanceof Error ? e.message : String(e)}`, {
      stage: 'ocr',
      page: pageNumber,
      cause: e,
    });
  }
}
