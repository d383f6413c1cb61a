/**
 * The combined engine: Tesseract's reading (which also settles the page's
 * turn and skew), then PP-OCR on the same upright page, merged line by line
 * (combine-readings.ts).
 */
import type { OcrOptions, OcrPageResult, RawImage } from '../ocr.types.ts';
import { uprightGrey } from '../read-region.ts';
import { combineReadings, DEFAULT_COMBINE_RULES, type CombineRules, type ReadingLine } from './combine-readings.ts';
import { readPpocrLines, type PpocrLine } from './read-ppocr-lines.ts';
import { checkDeadline, normalisedWords } from './recognize-ppocr-page.ts';

export async function combineWithPpocr(image: RawImage, tesseract: OcrPageResult, opts: OcrOptions = {}, rules: CombineRules = DEFAULT_COMBINE_RULES): Promise<OcrPageResult> {
  const started = performance.now();
  const deadline = opts.timeoutMs !== undefined ? Date.now() + opts.timeoutMs - tesseract.timings.total! * 1000 : undefined;
  const upright = await uprightGrey(image, tesseract.rotation, tesseract.skew);
  const timings = { detect: 0, recognise: 0 };
  const lines = await readPpocrLines(upright, { timings });
  checkDeadline(deadline, opts.timeoutMs);
  const { words } = combineReadings(tesseract.words, readingLines(lines, upright), rules);
  const ppocr = (performance.now() - started) / 1000;
  return { ...tesseract, words, timings: { ...tesseract.timings, ppocrDetect: timings.detect, ppocrRecognise: timings.recognise, total: (tesseract.timings.total ?? 0) + ppocr } };
}

export function readingLines(lines: readonly PpocrLine[], page: { width: number; height: number }): ReadingLine[] {
  return lines.map((line) => ({
    text: line.text,
    confidence: line.confidence,
    box: { x0: line.x0 / page.width, y0: line.y0 / page.height, x1: line.x1 / page.width, y1: line.y1 / page.height },
    words: normalisedWords([line], page),
  }));
}
