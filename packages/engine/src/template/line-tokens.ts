import { unionBoxes, type Box } from '../geometry/box.ts';
import type { PWord } from '../model/internal.types.ts';
import { looseDateTokens } from './loose-date.ts';
import { splitAmountTokens } from './split-amount.ts';
import { shapeTokens, type ShapeToken, type ValueShape } from './value-shape.ts';

/** A date or amount found in a run of words, with the words it lies in and their box. */
export interface LineToken {
  text: string;
  words: PWord[];
  box: Box;
  /** a loosely read date or split amount rebuilt as the layout prints it; the value delivered instead of `text` */
  repaired?: string;
}

/**
 * The date or amount tokens of a run of words (a line, or a label's row), the words joined by single spaces and each
 * token mapped back to the words it lies in. With `looseFormat` (the sample value's format) also the tokens read
 * loosely: dates with a lost separator or a glued time (loose-date.ts), amounts split at the decimal mark
 * (split-amount.ts), each with the value it stands for in `repaired`.
 */
export function lineTokens(words: readonly PWord[], shape: ValueShape, looseFormat?: string): LineToken[] {
  const starts: number[] = [];
  let text = '';
  for (const w of words) {
    if (text) text += ' ';
    starts.push(text.length);
    text += w.text;
  }
  const token = (t: ShapeToken & { repaired?: string }): LineToken => {
    const inside = words.filter((w, i) => starts[i]! < t.end && starts[i]! + w.text.length > t.start);
    const box = unionBoxes(inside.map((w) => w.box));
    return t.repaired === undefined
      ? { text: t.text, words: inside, box }
      : { text: t.text, words: inside, box, repaired: t.repaired };
  };
  const strict = shapeTokens(text, shape).map(token);
  if (looseFormat === undefined || shape === 'text') return strict;
  const loose = shape === 'date' ? looseDateTokens(text, looseFormat) : splitAmountTokens(text);
  return [...strict, ...loose.map(token)];
}
