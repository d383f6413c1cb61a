import type { ShapeToken } from './value-shape.ts';

/** An amount the reading split after its decimal mark, with the amount it stands for. */
export interface SplitAmount extends ShapeToken {
  repaired: string;
}

/**
 * Amounts a receipt's OCR reads with a gap after the decimal mark ("9. 65", "RM 49. 40", "12 .50"): the text detector
 * cuts a line at the narrow gap a thermal printer leaves around the point (session 30, SROIE: the sample's own total
 * read "49. 40"). The strict amount shapes miss them, so the label's row offered no amount and a value was taken by
 * position from another row ("Total Savings 0.00"). Exactly two digits after the mark and one gap, on either side of
 * it, so two numbers in a row ("9 65", "Qty 2. 10 pcs" with a word after) do not pass: the digits are all the page's.
 */
export function splitAmountTokens(text: string): SplitAmount[] {
  const re =
    /(?<![\p{L}\d.,])((?:(?:RM|\$|USD|EUR|€|£)\s?)?-?\d+)(?:([.,]) | ([.,]))(\d{2})(?![\p{L}\d])(?!\s?[.,]\d)/giu;
  const out: SplitAmount[] = [];
  for (const m of text.matchAll(re)) {
    const [whole, lead, markBefore, markAfter, cents] = m as unknown as string[];
    out.push({
      text: whole!,
      start: m.index!,
      end: m.index! + whole!.length,
      repaired: `${lead}${markBefore ?? markAfter}${cents}`,
    });
  }
  return out;
}
