/**
 * A recognised line → words with boxes. Words are split at the space class;
 * each word spans from its first character's time step to its last's, mapped
 * back through the resampling to page pixels, so a word's box follows where
 * the network read it rather than an even share of the line. Characters are
 * NFKC-normalised: the model emits full-width punctuation (，：（) for marks
 * printed in ASCII.
 */
import type { PixelWord } from '../read-tesseract-words.ts';
import type { DecodedChar } from './ctc-decode.ts';
import type { RecognisedLine } from './recognise-lines.ts';

/** A word in page pixels, as Tesseract's reader gives one, without its line key; confidence is the mean character probability × 100. */
export type LineWord = Omit<PixelWord, 'line'>;

export function lineWords(line: RecognisedLine): LineWord[] {
  const words: LineWord[] = [];
  let current: DecodedChar[] = [];
  const flush = () => {
    const text = current
      .map((c) => c.char)
      .join('')
      .normalize('NFKC')
      .trim();
    if (text) {
      const first = current[0]!;
      const last = current[current.length - 1]!;
      const toX = (step: number) =>
        Math.min(line.box.x1, Math.max(line.box.x0, line.box.x0 + step * line.stepWidth * line.sourcePerInput));
      words.push({
        text,
        x0: toX(first.from - 0.5),
        x1: toX(last.to + 1.5),
        y0: line.box.y0,
        y1: line.box.y1,
        confidence: (100 * current.reduce((s, c) => s + c.prob, 0)) / current.length,
      });
    }
    current = [];
  };
  for (const c of line.chars) {
    if (c.char.trim() === '') flush();
    else current.push(c);
  }
  flush();
  return words;
}

/** The line's text and confidence (mean character probability × 100). */
export function lineText(line: RecognisedLine): { text: string; confidence: number } {
  const kept = line.chars.filter((c) => c.char !== '');
  const text = kept
    .map((c) => c.char)
    .join('')
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, confidence: kept.length ? (100 * kept.reduce((s, c) => s + c.prob, 0)) / kept.length : 0 };
}
