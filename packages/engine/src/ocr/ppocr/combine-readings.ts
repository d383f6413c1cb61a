/**
 * Tesseract's and PP-OCR's readings of one page merged line by line.
 *
 * PP-OCR's lines are the frame: its detector finds lines Tesseract's page
 * segmentation drops (beside logos, over dotted rulings, faint thermal
 * print), and its recogniser misreads fewer characters. Its weaknesses are
 * case (the Chinese/Latin model mixes "ComPany") and spaces ("121095081GDNMCH"),
 * where Tesseract is strong. So, per PP-OCR line, the Tesseract words whose
 * centres fall in it are compared with it:
 * - the same characters, ignoring case and spaces → Tesseract's words (its
 *   case, its word boundaries and word boxes);
 * - otherwise PP-OCR's words, unless PP-OCR is unsure of the line and
 *   Tesseract sure of its words (`rules`). PP-OCR's words are kept whole:
 *   laying its characters into Tesseract's words (session 25) cost 3 points
 *   of SROIE template fields, as Tesseract's word splits and kept characters
 *   broke exact values. The one character taken from Tesseract is a "$"
 *   before an amount, which PP-OCR reads as "S" (currency-sign.ts).
 * Tesseract words in no PP-OCR line (text the detector missed) are kept when
 * confident. The thresholds are measured on SROIE (bench/engine/ocr-engines.bench.ts).
 */
import type { OcrBox, OcrWord } from '../ocr.types.ts';
import { restoreCurrencySigns } from './currency-sign.ts';

export interface ReadingLine {
  text: string;
  confidence: number;
  /** 0..1 of the upright page, as OcrWord boxes */
  box: OcrBox;
  words: OcrWord[];
}

export interface CombineRules {
  /** a line PP-OCR read with less than this mean confidence … */
  ppocrUnsureBelow: number;
  /** … is taken from Tesseract when its words there are at least this confident (mean) */
  tesseractSureAbove: number;
  /** Tesseract words outside every PP-OCR line are kept from this confidence up (Infinity: never) */
  keepUnmatchedFrom: number;
}

export const DEFAULT_COMBINE_RULES: Readonly<CombineRules> = {
  ppocrUnsureBelow: 80,
  tesseractSureAbove: 85,
  keepUnmatchedFrom: 90,
};

export interface CombineStats {
  lines: number;
  agreed: number;
  fromTesseract: number;
  fromPpocr: number;
  unmatchedKept: number;
  /** PP-OCR words given Tesseract's currency sign ("S8.20" → "$8.20") */
  signsRestored: number;
}

/** Characters compared for agreement: NFKC, upper case, no whitespace. */
export const agreementKey = (text: string): string => text.normalize('NFKC').toUpperCase().replace(/\s+/g, '');

export function combineReadings(
  tesseract: readonly OcrWord[],
  lines: readonly ReadingLine[],
  rules: CombineRules = DEFAULT_COMBINE_RULES,
): { words: OcrWord[]; stats: CombineStats } {
  const owner = tesseract.map((w) => ownerLine(w.box, lines));
  const stats: CombineStats = {
    lines: lines.length,
    agreed: 0,
    fromTesseract: 0,
    fromPpocr: 0,
    unmatchedKept: 0,
    signsRestored: 0,
  };
  const words: OcrWord[] = [];
  lines.forEach((line, i) => {
    const mine = tesseract.filter((_, k) => owner[k] === i).sort((a, b) => a.box.x0 - b.box.x0);
    const theirs = mine.map((w) => w.text).join(' ');
    if (mine.length > 0 && agreementKey(theirs) === agreementKey(line.text)) {
      stats.agreed++;
      words.push(...mine);
    } else if (
      mine.length > 0 &&
      line.confidence < rules.ppocrUnsureBelow &&
      mean(mine.map((w) => w.confidence)) >= rules.tesseractSureAbove
    ) {
      stats.fromTesseract++;
      words.push(...mine);
    } else {
      stats.fromPpocr++;
      const signed = restoreCurrencySigns(line.words, mine);
      stats.signsRestored += signed.restored;
      words.push(...signed.words);
    }
  });
  tesseract.forEach((w, k) => {
    if (owner[k] === -1 && w.confidence >= rules.keepUnmatchedFrom) {
      stats.unmatchedKept++;
      words.push(w);
    }
  });
  return { words, stats };
}

/** The line whose box holds the word's centre (the vertically closest when boxes overlap), or -1. */
export function ownerLine(box: OcrBox, lines: readonly ReadingLine[]): number {
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  let best = -1;
  let bestDistance = Infinity;
  lines.forEach((line, i) => {
    const b = line.box;
    if (cx < b.x0 || cx > b.x1 || cy < b.y0 || cy > b.y1) return;
    const distance = Math.abs(cy - (b.y0 + b.y1) / 2);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = i;
    }
  });
  return best;
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
