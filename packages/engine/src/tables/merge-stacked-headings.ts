import { unionBoxes } from '../geometry/box.ts';
import type { PLine } from '../model/internal.types.ts';
import { isNumericText } from './cell-text.ts';
import type { GridRow } from './merge-wrapped-rows.ts';

/** Heading lines further apart than this many row heights are separate rows, not one wrapped heading. */
const MAX_HEADING_LEADING = 0.6;

const text = (ls: PLine[] | null | undefined): string =>
  (ls ?? [])
    .map((l) => l.text)
    .join(' ')
    .trim();
const isYear = (t: string): boolean => /^(19|20)\d\d$/.test(t);
/** A heading line is words: a time, a date or a code above a column ("10:51" over "Amount") is no part of its heading. */
const wordsOnly = (t: string): boolean => /\p{L}/u.test(t) && !/\d/.test(t.replace(/\b(19|20)\d\d\b/g, ''));
/** A heading row: no cell holds a number other than a year ("2012" over a column is a heading). */
const headingRow = (r: GridRow): boolean => r.cells.every((ls) => !ls || !isNumericText(text(ls)) || isYear(text(ls)));

/**
 * Column headings wrap over two or three lines ("Actual" over "Amounts",
 * "Variance with" over "Final Budget"), each line a page row of its own, so
 * one heading would come out as a column of fragments. Among the table's
 * leading heading rows, a cell whose line sits right above a cell of the
 * same column and the same span, set as closely as wrapped lines are, is
 * joined to it. A heading over a group of columns ("Budgeted Amounts" over
 * "Original" and "Final") has a wider span than the cells below it and stays
 * a row of its own, and so does a year or a number under a heading. Only
 * rows whose first column (the row labels) is empty give their cells away:
 * two short row labels one above the other are two rows; and only above a
 * row of figures, so the lines of an address block stay apart.
 */
export function mergeStackedHeadings(rows: GridRow[], rh: number): GridRow[] {
  let zone = 0;
  while (zone < rows.length - 1 && headingRow(rows[zone]!)) zone++;
  // headings head figures: a grid with none (an address block, a form) has no heading rows to join
  if (zone < 2 || headingRow(rows[zone]!)) return rows;
  const out = [...rows];
  for (let r = zone - 2; r >= 0; r--) {
    const upper = out[r]!,
      lower = out[r + 1]!;
    if (upper.cells[0] || lower.box.y0 - upper.box.y1 > MAX_HEADING_LEADING * rh) continue;
    upper.cells.forEach((ls, c) => {
      const below = lower.cells[c];
      if (
        !ls ||
        !below ||
        (upper.spans.get(c) ?? 1) !== (lower.spans.get(c) ?? 1) ||
        isNumericText(text(below)) ||
        !wordsOnly(text(ls))
      )
        return;
      lower.cells[c] = [...ls, ...below];
      upper.cells[c] = null;
      upper.spans.delete(c);
    });
    if (upper.cells.every((ls) => !ls)) {
      lower.box = unionBoxes([upper.box, lower.box]);
      out.splice(r, 1);
    }
  }
  return out;
}
