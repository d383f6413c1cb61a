/**
 * One PP-OCR reading of an upright grey page: detection on the page scaled
 * to the detector's size, recognition of each box cut from the page at full
 * resolution. Lines and words are in the page's pixels.
 */
import type { GreyImage } from '../grey-image.ts';
import { detectTextBoxes } from './detect-text-boxes.ts';
import { lineText, lineWords, type LineWord } from './line-words.ts';
import { ppocrModels } from './ppocr-models.ts';
import { recogniseLines } from './recognise-lines.ts';
import type { PixelRect } from './recognition-input.ts';

export interface PpocrLine {
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  words: LineWord[];
}

/**
 * Longer side of the detector's input. 960 is PaddleOCR's default; receipts are tall and narrow,
 * so their text is small at that size (docs/engine-ocr.md, PP-OCR figures). Env PAPERBRIDGE_PPOCR_DET_SIDE.
 */
export const DET_MAX_SIDE = Number(process.env.PAPERBRIDGE_PPOCR_DET_SIDE) || 1280;
/**
 * Area of the detector's input at most: pages up to the US Letter shape (1 : 1.29) keep their 1280 px, a wider
 * one (a square photo, a landscape page) is read smaller. It bounds the memory the runtime keeps after the
 * largest detection (about 110 MB at 0.7 Mpx, 250 MB at 1.15 Mpx). A tighter bound, 1280 × 576 (an A4 page
 * read at about 1,020 px), saved 140 MB on 40 SROIE receipts but raised the error rate of the 21 it read
 * smaller (docs/engine-ocr.md). Env PAPERBRIDGE_PPOCR_DET_PIXELS.
 */
export const DET_MAX_PIXELS = Number(process.env.PAPERBRIDGE_PPOCR_DET_PIXELS) || 1280 * 1000;

export interface PpocrTimings {
  detect: number;
  recognise: number;
}

export interface ReadPpocrOptions {
  maxSide?: number;
  maxPixels?: number;
  timings?: PpocrTimings;
  /** which detected boxes (page pixels) need no recognition: those are left out of the result */
  skip?: (boxes: readonly PixelRect[]) => boolean[];
}

export async function readPpocrLines(page: GreyImage, opts: ReadPpocrOptions = {}): Promise<PpocrLine[]> {
  const models = await ppocrModels();
  const t0 = performance.now();
  const detected = await detectTextBoxes(models, page, opts.maxSide ?? DET_MAX_SIDE, opts.maxPixels ?? DET_MAX_PIXELS);
  const skip = opts.skip?.(detected) ?? [];
  const boxes = detected.filter((_, i) => !skip[i]);
  const t1 = performance.now();
  const recognised = await recogniseLines(models, page, boxes);
  if (opts.timings) {
    opts.timings.detect += (t1 - t0) / 1000;
    opts.timings.recognise += (performance.now() - t1) / 1000;
  }
  return recognised
    .map((line) => ({ ...lineText(line), ...line.box, words: lineWords(line) }))
    .filter((line) => line.text !== '');
}
