/**
 * Spaces the recogniser left out. PP-OCRv4's Chinese/Latin model often runs
 * words together on receipts ("GARDENIABAKERIES", "MARKETSDN BHD"): its
 * training text rarely spaces words. The time steps the characters were read
 * at still show the gap: on a line, consecutive characters are read about one
 * pitch apart (median step difference), and a missing space leaves a gap of
 * about two. A gap of at least `SPACE_GAP` pitches becomes a space.
 */
import type { DecodedChar } from './ctc-decode.ts';

/** Measured on SROIE (docs/engine-ocr.md): 1.6 pitches. */
export const SPACE_GAP = Number(process.env.PAPERBRIDGE_PPOCR_SPACE_GAP) || 1.6;
/** A pitch needs a few characters to be estimated. */
const MIN_CHARS = 4;

export function inferSpaces(chars: readonly DecodedChar[], gap = SPACE_GAP): DecodedChar[] {
  const gaps: number[] = [];
  for (let i = 1; i < chars.length; i++) {
    if (chars[i]!.char !== ' ' && chars[i - 1]!.char !== ' ') gaps.push(chars[i]!.from - chars[i - 1]!.from);
  }
  if (gaps.length < MIN_CHARS - 1) return [...chars];
  const sorted = [...gaps].sort((a, b) => a - b);
  const pitch = sorted[Math.floor(sorted.length / 2)]!;
  const out: DecodedChar[] = [];
  chars.forEach((c, i) => {
    const before = chars[i - 1];
    if (before && c.char !== ' ' && before.char !== ' ' && c.from - before.from >= gap * pitch) {
      out.push({ char: ' ', prob: 1, from: before.to + 1, to: c.from - 1 });
    }
    out.push(c);
  });
  return out;
}
