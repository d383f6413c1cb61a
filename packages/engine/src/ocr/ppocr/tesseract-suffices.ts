/**
 * When the `combined` engine may skip PP-OCR: Tesseract's reading of the page
 * is sure of nearly every word (a clean scan or a born-digital page printed and
 * scanned), so a second reading would cost about 1.5 CPU s for nothing. Receipt
 * photos and faded thermal print almost never pass it; the thresholds are
 * measured on SROIE by bench/engine/ocr-engines.bench.ts, which prints the
 * pages skipped and the error rate for the default and its neighbours.
 *
 * A reading with few words never suffices: PP-OCR's detector finds the lines
 * Tesseract's page segmentation drops (beside logos, over rulings), and a page
 * where Tesseract found almost nothing is the page that needs it most.
 */
import type { OcrWord } from '../ocr.types.ts';

export interface SufficesRule {
  /** mean word confidence (0..100) at least this … */
  minMeanConfidence: number;
  /** … and at most this share of words below UNSURE_WORD */
  maxUnsureShare: number;
}

export const TESSERACT_SUFFICES: Readonly<SufficesRule> = { minMeanConfidence: 90, maxUnsureShare: 0.05 };

/** a word Tesseract read with less confidence than this counts as unsure */
export const UNSURE_WORD = 60;
const MIN_WORDS = 8;

export function tesseractSuffices(
  words: readonly OcrWord[],
  rule: Readonly<SufficesRule> = TESSERACT_SUFFICES,
): boolean {
  const read = words.filter((w) => w.text.trim() !== '');
  if (read.length < MIN_WORDS) return false;
  const mean = read.reduce((s, w) => s + w.confidence, 0) / read.length;
  const unsure = read.filter((w) => w.confidence < UNSURE_WORD).length / read.length;
  return mean >= rule.minMeanConfidence && unsure <= rule.maxUnsureShare;
}
