import { isNumericText } from './cell-text.ts';
import type { PageRow } from './group-rows.ts';

/** Most rows of column headings taken from above a table's first row of several runs. */
const MAX_HEADER_ROWS = 3;
/** A heading longer than this many words is a sentence or a title, not a column heading. */
const MAX_HEADING_WORDS = 6;
/** Headings further above the row below than this many row heights belong to something else. */
const MAX_HEADING_GAP = 1.5;
/**
 * A heading names columns; a line holding an amount (a currency sign, decimals, a percentage) is a value, such as a
 * receipt's "Total Amount: $8.20" over its payment lines. Years and dates ("Year Ended June 30, 2013") stay headings.
 */
const AMOUNT = /[$€£¥]|\d[.,]\d\d(?!\d)|%/;

/**
 * Column headings that stand alone on their line above a table: a heading
 * centred over a group of columns ("Governmental Activities", "Year Ended
 * June 30") is one text run, so its row has a single run and the table,
 * which starts at the first row of several runs, would begin below it. Rows
 * right above the table whose runs all sit over the value columns (right of
 * the row labels) and are short are taken as its top rows. A title or a
 * note starts at the left margin, over the labels, and is not taken; nor
 * is anything over a table without figures (a letterhead over an address).
 * Returns how many rows above `start` to take.
 */
export function headerRowsAbove(rows: readonly PageRow[], start: number, run: readonly PageRow[], rh: number): number {
  const multi = run.filter((r) => r.lines.length >= 2);
  // headings stand over figures; over a block of names and addresses a line above is a letterhead
  if (multi.length < 2 || !multi.some((r) => r.lines.slice(1).some((l) => isNumericText(l.text)))) return 0;
  // the row labels end here: the right end of the first run of each row
  const labelsEnd = Math.max(...multi.map((r) => r.lines[0]!.box.x1));
  const right = Math.max(...multi.map((r) => r.box.x1));
  let n = 0;
  while (n < MAX_HEADER_ROWS && start - n - 1 >= 0) {
    const r = rows[start - n - 1]!,
      below = rows[start - n]!;
    if (below.box.y0 - r.box.y1 > MAX_HEADING_GAP * rh) break;
    const heading = r.lines.every(
      (l) =>
        l.box.x0 > labelsEnd &&
        l.box.x1 <= right + 2 * rh &&
        l.words.length <= MAX_HEADING_WORDS &&
        !AMOUNT.test(l.text),
    );
    if (!heading) break;
    n++;
  }
  return n;
}
