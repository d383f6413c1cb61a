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
 *   Tesseract sure of its words (`rules`); where the two differ only by
 *   substituted characters (the same count of them, spaces aside: "SANYO
 *   STATIONERY SHOP" against "SANYUSTATIONERYSHOP"), PP-OCR's characters are
 *   laid into Tesseract's words, so the line keeps Tesseract's spaces, boxes
 *   and case with PP-OCR's reading of each letter and digit. A letter read
 *   for a digit or a symbol (or the reverse) stays Tesseract's: "$8.20"
 *   against "S8.20", "13/07" against "13707" are where PP-OCR is the one wrong.
 * Tesseract words in no PP-OCR line (text the detector missed) are kept when
 * confident. The thresholds are measured on SROIE (bench/engine/ocr-engines.bench.ts).
 */
import type { OcrBox, OcrWord } from '../ocr.types.ts';

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

export const DEFAULT_COMBINE_RULES: Readonly<CombineRules> = { ppocrUnsureBelow: 80, tesseractSureAbove: 85, keepUnmatchedFrom: 90 };

export interface CombineStats {
  lines: number;
  agreed: number;
  fromTesseract: number;
  fromPpocr: number;
  unmatchedKept: number;
  /** of fromPpocr: PP-OCR's characters in Tesseract's words */
  respaced: number;
}

/** Characters compared for agreement: NFKC, upper case, no whitespace. */
export const agreementKey = (text: string): string => text.normalize('NFKC').toUpperCase().replace(/\s+/g, '');

export function combineReadings(tesseract: readonly OcrWord[], lines: readonly ReadingLine[], rules: CombineRules = DEFAULT_COMBINE_RULES): { words: OcrWord[]; stats: CombineStats } {
  const owner = tesseract.map((w) => ownerLine(w.box, lines));
  const stats: CombineStats = { lines: lines.length, agreed: 0, fromTesseract: 0, fromPpocr: 0, unmatchedKept: 0, respaced: 0 };
  const words: OcrWord[] = [];
  lines.forEach((line, i) => {
    const mine = tesseract.filter((_, k) => owner[k] === i).sort((a, b) => a.box.x0 - b.box.x0);
    const theirs = mine.map((w) => w.text).join(' ');
    if (mine.length > 0 && agreementKey(theirs) === agreementKey(line.text)) {
      stats.agreed++;
      words.push(...mine);
    } else if (mine.length > 0 && line.confidence < rules.ppocrUnsureBelow && mean(mine.map((w) => w.confidence)) >= rules.tesseractSureAbove) {
      stats.fromTesseract++;
      words.push(...mine);
    } else {
      stats.fromPpocr++;
      const laid = mine.length > 0 ? layIntoWords(mine, line) : null;
      if (laid) stats.respaced++;
      words.push(...(laid ?? line.words));
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

/**
 * PP-OCR's characters laid into Tesseract's words when both read the same number of characters (spaces aside):
 * a letter PP-OCR reads for another letter, or a digit for another digit, replaces Tesseract's, in Tesseract's
 * case; a word with a replaced character takes PP-OCR's line confidence. Null when the counts differ (a
 * character dropped or added).
 */
function layIntoWords(mine: readonly OcrWord[], line: ReadingLine): OcrWord[] | null {
  const theirs = [...line.text.normalize('NFKC').replace(/\s+/g, '')];
  const chars = mine.map((w) => [...w.text.normalize('NFKC').replace(/\s+/g, '')]);
  if (chars.reduce((n, c) => n + c.length, 0) !== theirs.length) return null;
  let at = 0;
  return mine.map((w, i) => {
    let changed = false;
    const text = chars[i]!.map((own) => {
      const read = theirs[at++]!;
      if (read.toUpperCase() === own.toUpperCase() || charClass(read) !== charClass(own) || charClass(own) === 'other') return own;
      changed = true;
      return own === own.toLowerCase() && own !== own.toUpperCase() ? read.toLowerCase() : read.toUpperCase();
    }).join('');
    return changed ? { ...w, text, confidence: line.confidence } : { ...w, text };
  });
}

const charClass = (c: string): 'letter' | 'digit' | 'other' => (/\p{L}/u.test(c) ? 'letter' : /\p{Nd}/u.test(c) ? 'digit' : 'other');

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
