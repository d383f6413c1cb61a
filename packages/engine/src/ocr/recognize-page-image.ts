/**
 * The OCR stage for one page image: preparation (cropping to the inked
 * area, deskew, contrast normalisation, scaling to a target text height,
 * binarisation), Tesseract
 * (PSM 3), a second, binarised reading of a faded page, orientation correction when the first reading is poor, and
 * line-level re-reads of weak lines. Each step can be switched off through
 * `OcrOptions.steps` so the benchmark can measure its gain.
 */
import { sauvolaBinarise } from './binarise-image.ts';
import { detectOrientation, looksUpright, type QuarterTurn } from './detect-orientation.ts';
import { toGrey, type GreyImage } from './grey-image.ts';
import { ocrError } from './ocr-error.ts';
import { ocrEngine } from './ocr-engine.ts';
import { combineWithPpocr } from './ppocr/recognize-combined-page.ts';
import { recognizePpocrPage } from './ppocr/recognize-ppocr-page.ts';
import { tesseractSuffices } from './ppocr/tesseract-suffices.ts';
import type { OcrOptions, OcrPageResult, OcrWord, RawImage } from './ocr.types.ts';
import { preparePageImage, type PreparedPage, type PrepStep } from './prepare-page-image.ts';
import { PSM, readTesseractWords, type PixelWord } from './read-tesseract-words.ts';
import { rereadLowConfidenceLines } from './reread-low-confidence.ts';
import { rotateRightAngle } from './transform-image.ts';

/**
 * Height of a text line's ink band (in pixels) that Tesseract's LSTM reads
 * best; chosen on SROIE (see docs/engine-ocr.md). Pages are scaled to it.
 */
export const TARGET_TEXT_HEIGHT = Number(process.env.PAPERBRIDGE_OCR_TEXT_HEIGHT) || 20;

/**
 * Steps on unless the caller says otherwise. Binarisation and re-reads are
 * implemented but off: on SROIE they did not lower the error rate (Tesseract's
 * own Otsu threshold on the contrast-normalised image does as well as
 * Sauvola) and cost 10-20% more CPU per page (docs/engine-ocr.md, table b).
 */
export const DEFAULT_OCR_STEPS: Readonly<Record<PrepStep, boolean>> = {
  orientation: true,
  crop: true,
  deskew: true,
  normalise: true,
  upscale: true,
  binarise: false,
  reread: false,
};

/** A page image read by the engine `opts.engine` names (ocr-engine.ts). */
export async function recognizePageImage(image: RawImage, opts: OcrOptions = {}): Promise<OcrPageResult> {
  const engine = ocrEngine(opts);
  if (engine === 'ppocr') return recognizePpocrPage(image, opts);
  const read = await recognizeWithTesseract(image, opts);
  if (engine !== 'combined' || tesseractSuffices(read.words)) return read;
  return combineWithPpocr(image, read, opts);
}

export async function recognizeWithTesseract(image: RawImage, opts: OcrOptions = {}): Promise<OcrPageResult> {
  if (!(image.width > 0 && image.height > 0)) throw ocrError('corrupt', 'image has no pixels');
  const on = (step: PrepStep) => opts.steps?.[step] ?? DEFAULT_OCR_STEPS[step];
  const deadline = opts.timeoutMs !== undefined ? Date.now() + opts.timeoutMs : undefined;
  const timings: Record<string, number> = {};
  const started = performance.now();
  let mark = started;
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = (timings[name] ?? 0) + (now - mark) / 1000;
    mark = now;
    if (deadline !== undefined && Date.now() > deadline) {
      throw ocrError('timeout', `OCR exceeded its time bound of ${opts.timeoutMs} ms (during ${name})`);
    }
  };

  const grey = toGrey(image);
  let rotation: QuarterTurn = 0;
  let read = await readUpright(grey);
  if (on('orientation') && !looksUpright(read.words)) {
    const verdict = await detectOrientation(grey, read.words, { targetTextHeight: TARGET_TEXT_HEIGHT, deadline });
    lap('orientation');
    if (verdict.rotation !== 0) {
      rotation = verdict.rotation;
      read = await readUpright(rotateRightAngle(grey, rotation));
    }
  }

  let words = read.words;
  if (on('reread')) {
    words = (await rereadLowConfidenceLines(read.page.grey, words, { deadline })).words;
    lap('reread');
  }

  timings.total = (performance.now() - started) / 1000;
  return {
    engine: 'tesseract',
    words: normaliseWords(words, read.page),
    rotation,
    skew: read.page.skew,
    width: read.page.uprightWidth,
    height: read.page.uprightHeight,
    timings,
  };

  async function readUpright(upright: GreyImage) {
    const page = await preparePageImage(upright, { on, lap, targetTextHeight: TARGET_TEXT_HEIGHT });
    let found = await readTesseractWords(page.ocrInput, { psm: PSM.auto, deadline });
    lap('recognise');
    if (!on('binarise') && meanConfidence(found) < FADED_CONFIDENCE) {
      const textHeight = (page.textHeight ?? TARGET_TEXT_HEIGHT) * page.scale;
      const binary = sauvolaBinarise(page.grey, { window: Math.max(15, Math.round(textHeight * 2.5)), k: 0.2 });
      const again = await readTesseractWords(binary, { psm: PSM.auto, deadline });
      lap('binarised');
      if (totalConfidence(again) > totalConfidence(found)) found = again;
    }
    return { page, words: found };
  }
}

/**
 * A page read with a mean word confidence below this (a faded or smudged thermal receipt) is read once
 * more, Sauvola-binarised, and the reading with the greater sum of word confidences is kept: it favours
 * the reading that finds more words it is sure of, where the mean alone prefers a few clear ones.
 * Binarising every page raised SROIE's character error rate (docs/engine-ocr.md); on the faded third of
 * SROIE it recovers whole lines (docs/engine.md, session 20: template fields 56.7% → 58.8%; 65 gave
 * 58.0%, 85 58.0%).
 */
const FADED_CONFIDENCE = 75;
const totalConfidence = (words: readonly PixelWord[]) => words.reduce((s, w) => s + w.confidence, 0);
const meanConfidence = (words: readonly PixelWord[]) => (words.length ? totalConfidence(words) / words.length : 0);

/** Prepared-image pixels → 0..1 on the whole upright page. */
function normaliseWords(words: readonly PixelWord[], page: PreparedPage): OcrWord[] {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return words.map((w) => {
    const a = page.toUpright(w.x0, w.y0);
    const b = page.toUpright(w.x1, w.y1);
    return {
      text: w.text,
      confidence: w.confidence,
      box: {
        x0: clamp(a.x / page.uprightWidth),
        y0: clamp(a.y / page.uprightHeight),
        x1: clamp(b.x / page.uprightWidth),
        y1: clamp(b.y / page.uprightHeight),
      },
    };
  });
}
