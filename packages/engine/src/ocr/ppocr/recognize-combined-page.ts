/**
 * The combined engine: Tesseract's reading (which also settles the page's
 * turn and skew), then PP-OCR on the same upright page, merged line by line
 * (combine-readings.ts). A detected line Tesseract is sure of is not
 * recognised again (sure-of-line.ts): it keeps Tesseract's words.
 */
import type { OcrBox, OcrOptions, OcrPageResult, OcrWord, RawImage } from '../ocr.types.ts';
import { uprightGrey } from '../read-region.ts';
import {
  combineReadings,
  DEFAULT_COMBINE_RULES,
  ownerLine,
  type CombineRules,
  type ReadingLine,
} from './combine-readings.ts';
import type { PixelRect } from './recognition-input.ts';
import { SURE_LINE, tesseractSureOfLine, type SureLineRule } from './sure-of-line.ts';
import { readPpocrLines, type PpocrLine } from './read-ppocr-lines.ts';
import { checkDeadline, normalisedWords } from './recognize-ppocr-page.ts';

export async function combineWithPpocr(
  image: RawImage,
  tesseract: OcrPageResult,
  opts: OcrOptions = {},
  rules: CombineRules = DEFAULT_COMBINE_RULES,
): Promise<OcrPageResult> {
  const started = performance.now();
  const deadline =
    opts.timeoutMs !== undefined ? Date.now() + opts.timeoutMs - tesseract.timings.total! * 1000 : undefined;
  const upright = await uprightGrey(image, tesseract.rotation, tesseract.skew);
  const timings = { detect: 0, recognise: 0 };
  let kept: ReadingLine[] = [];
  const skip = (boxes: readonly PixelRect[]) => {
    const sure = sureLines(
      tesseract.words,
      boxes.map((b) => normalisedBox(b, upright)),
    );
    kept = sure.lines;
    return sure.skip;
  };
  const lines = await readPpocrLines(upright, { timings, skip });
  checkDeadline(deadline, opts.timeoutMs);
  const { words } = combineReadings(tesseract.words, [...readingLines(lines, upright), ...kept], rules);
  const ppocr = (performance.now() - started) / 1000;
  return {
    ...tesseract,
    engine: 'combined',
    words,
    timings: {
      ...tesseract.timings,
      ppocrDetect: timings.detect,
      ppocrRecognise: timings.recognise,
      total: (tesseract.timings.total ?? 0) + ppocr,
    },
  };
}

const normalisedBox = (b: PixelRect, page: { width: number; height: number }): OcrBox => ({
  x0: b.x0 / page.width,
  y0: b.y0 / page.height,
  x1: b.x1 / page.width,
  y1: b.y1 / page.height,
});

/**
 * Per detected box (0..1 of the page), whether Tesseract is sure of the words it holds (each word in its nearest
 * box), and for those boxes the line they stand for: Tesseract's words, as if both engines had read them alike.
 */
export function sureLines(
  words: readonly OcrWord[],
  boxes: readonly OcrBox[],
  rule: Readonly<SureLineRule> = SURE_LINE,
): { skip: boolean[]; lines: ReadingLine[] } {
  const frames = boxes.map((box) => ({ text: '', confidence: 0, box, words: [] }));
  const owner = words.map((w) => ownerLine(w.box, frames));
  const lines: ReadingLine[] = [];
  const skip = boxes.map((box, i) => {
    const mine = words.filter((_, k) => owner[k] === i).sort((a, b) => a.box.x0 - b.box.x0);
    if (!tesseractSureOfLine(mine, box, rule)) return false;
    lines.push({ text: mine.map((w) => w.text).join(' '), confidence: 100, box, words: mine });
    return true;
  });
  return { skip, lines };
}

export function readingLines(lines: readonly PpocrLine[], page: { width: number; height: number }): ReadingLine[] {
  return lines.map((line) => ({
    text: line.text,
    confidence: line.confidence,
    box: { x0: line.x0 / page.width, y0: line.y0 / page.height, x1: line.x1 / page.width, y1: line.y1 / page.height },
    words: normalisedWords([line], page),
  }));
}
