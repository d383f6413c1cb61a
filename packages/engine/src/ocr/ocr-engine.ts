/**
 * The OCR engine a page is read with: `tesseract` (tesseract.js, the
 * preparation steps of prepare-page-image.ts), `ppocr` (PP-OCRv4 detection
 * and recognition through onnxruntime-node, ppocr/), or `combined` (both,
 * merged line by line: ppocr/combine-readings.ts). Chosen per call
 * (`OcrOptions.engine`), else by env `PAPERBRIDGE_OCR_ENGINE`, else the
 * default below (docs/engine-ocr.md gives the figures it rests on).
 */
import type { OcrEngineName, OcrOptions } from './ocr.types.ts';

export const OCR_ENGINES: readonly OcrEngineName[] = ['tesseract', 'ppocr', 'combined'];

/**
 * `combined` since session 25: SROIE template fields 65.7 % → 77.3 % and trust's mapped values 77.1 % → 86.7 % right
 * over Tesseract alone. It skips PP-OCR on a page Tesseract is sure of (ppocr/tesseract-suffices.ts).
 */
export const DEFAULT_OCR_ENGINE: OcrEngineName = 'combined';

export function ocrEngine(opts: OcrOptions = {}): OcrEngineName {
  if (opts.engine) return opts.engine;
  const fromEnv = process.env.PAPERBRIDGE_OCR_ENGINE;
  if (!fromEnv) return DEFAULT_OCR_ENGINE;
  if (!(OCR_ENGINES as readonly string[]).includes(fromEnv)) {
    throw new Error(`PAPERBRIDGE_OCR_ENGINE=${fromEnv} is not an OCR engine (${OCR_ENGINES.join(', ')})`);
  }
  return fromEnv as OcrEngineName;
}
