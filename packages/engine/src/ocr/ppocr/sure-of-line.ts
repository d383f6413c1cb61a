/**
 * A PP-OCR line whose recognition the combined engine can skip: Tesseract read
 * every word of it with high confidence and its words span the line, so the
 * combination would almost always find the two readings agree and keep
 * Tesseract's words anyway. Recognition is most of PP-OCR's time on a receipt;
 * the thresholds are measured by bench/engine/ocr-engines.bench.ts.
 */
import type { OcrBox, OcrWord } from '../ocr.types.ts';

export interface SureLineRule {
  /** every Tesseract word in the line at least this confident (0..100) */
  minWordConfidence: number;
  /** the words run over at least this share of the line box's width */
  minSpan: number;
}

/**
 * 93 / 0.6 was tried in session 27: on 40 SROIE receipts it skipped 466 of 2,090 lines instead of 347 with the same
 * error rate and values contained, but the SROIE template figure lost 2 dates of one vendor (Tesseract's reading kept
 * on their lines: "15/Apr/2017" for "15/APR/2017", one not found) (docs/engine-ocr.md).
 */
export const SURE_LINE: Readonly<SureLineRule> = { minWordConfidence: 95, minSpan: 0.7 };

export function tesseractSureOfLine(
  words: readonly OcrWord[],
  box: OcrBox,
  rule: Readonly<SureLineRule> = SURE_LINE,
): boolean {
  const read = words.filter((w) => w.text.trim() !== '');
  if (read.length === 0) return false;
  if (read.some((w) => w.confidence < rule.minWordConfidence)) return false;
  const from = Math.min(...read.map((w) => w.box.x0));
  const to = Math.max(...read.map((w) => w.box.x1));
  return to - from >= rule.minSpan * (box.x1 - box.x0);
}
