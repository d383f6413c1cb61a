/**
 * Rough relative advance widths (in em) used to split a pdf.js text item into
 * word boxes: pdf.js gives only the item's total width, and splitting it evenly
 * by character count puts word edges several points off in proportional fonts.
 */
const NARROW = new Set("il.,;:'|!`ijtfrI()[]{}\"");
const WIDE = new Set('mwMW@%');

export function glyphWidth(ch: string): number {
  if (ch === ' ' || ch === '\u00a0') return 0.28;
  if (NARROW.has(ch)) return 0.3;
  if (WIDE.has(ch)) return 0.85;
  if (ch >= '0' && ch <= '9') return 0.556;
  if (ch >= 'A' && ch <= 'Z') return 0.68;
  return 0.52;
}

/** Cumulative relative offsets: result[i] is where character i starts, result[n] the total. */
export function glyphOffsets(text: string): number[] {
  const out = [0];
  let acc = 0;
  for (const ch of text) {
    acc += glyphWidth(ch);
    out.push(acc);
  }
  return out;
}
