/**
 * A page read by PP-OCR alone: the page is deskewed by the same projection
 * profile as the Tesseract path (detect-skew.ts) so text lines are
 * horizontal for the axis-aligned boxes, then detected and recognised. No
 * orientation check: the page is taken as upright (the combined engine gets
 * the turn from Tesseract's reading).
 */
import { detectSkew } from '../detect-skew.ts';
import { toGrey, type GreyImage } from '../grey-image.ts';
import { inkPoints } from '../ink-points.ts';
import { ocrError } from '../ocr-error.ts';
import type { OcrOptions, OcrPageResult, OcrWord, RawImage } from '../ocr.types.ts';
import { rotateGrey } from '../transform-image.ts';
import { readPpocrLines, type PpocrLine } from './read-ppocr-lines.ts';

export async function recognizePpocrPage(image: RawImage, opts: OcrOptions = {}): Promise<OcrPageResult> {
  if (!(image.width > 0 && image.height > 0)) throw ocrError('corrupt', 'image has no pixels');
  const started = performance.now();
  const deadline = opts.timeoutMs !== undefined ? Date.now() + opts.timeoutMs : undefined;
  const grey = toGrey(image);
  const skew = opts.steps?.deskew === false ? 0 : detectSkew(await inkPoints(grey));
  const upright = skew !== 0 ? await rotateGrey(grey, -skew) : grey;
  const analysis = (performance.now() - started) / 1000;
  checkDeadline(deadline, opts.timeoutMs);
  const timings = { analysis, detect: 0, recognise: 0, total: 0 };
  const lines = await readPpocrLines(upright, { timings });
  checkDeadline(deadline, opts.timeoutMs);
  timings.total = (performance.now() - started) / 1000;
  return {
    engine: 'ppocr',
    words: normalisedWords(lines, upright),
    rotation: 0,
    skew,
    width: upright.width,
    height: upright.height,
    timings,
  };
}

export function checkDeadline(deadline: number | undefined, timeoutMs: number | undefined): void {
  if (deadline !== undefined && Date.now() > deadline)
    throw ocrError('timeout', `OCR exceeded its time bound of ${timeoutMs} ms (during ppocr)`);
}

/** Words in upright-page pixels → 0..1 of that page. */
export function normalisedWords(lines: readonly PpocrLine[], page: Pick<GreyImage, 'width' | 'height'>): OcrWord[] {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return lines.flatMap((line) =>
    line.words.map((w) => ({
      text: w.text,
      confidence: w.confidence,
      box: {
        x0: clamp(w.x0 / page.width),
        y0: clamp(w.y0 / page.height),
        x1: clamp(w.x1 / page.width),
        y1: clamp(w.y1 / page.height),
      },
    })),
  );
}
