import { unionBoxes } from '../geometry/box.ts';
import { isNumericText } from './cell-text.ts';
import type { PTable } from './table.types.ts';

/** A column whose lines average this many words or more is set text, not cells. */
const PROSE_WORDS = 5;

/**
 * A note set beside a table ("Note: amounts are in thousands of / dollars
 * and are…") shares the table's rows, so column alignment reads its lines
 * as one more column. The last column is dropped when its lines read as
 * prose (five words or more on average, most of them three words or more)
 * while another column past the row labels holds figures: a data column
 * holds figures or short labels, not sentences broken at a margin.
 * Null when fewer than two columns are left.
 */
export function dropSideNotes(t: PTable): PTable | null {
  if (t.colCount < 3) return t;
  const last = t.colCount - 1;
  const own = (c: number) => t.cells.filter((x) => x.col === c && x.colSpan === 1 && x.text.trim());
  const words = (s: string) => s.trim().split(/\s+/).length;
  const notes = own(last);
  if (notes.length < 2 || t.cells.some((x) => x.col < last && x.col + x.colSpan > last && x.text.trim())) return t;
  const mean = notes.reduce((n, x) => n + words(x.text), 0) / notes.length;
  const long = notes.filter((x) => words(x.text) >= 3 && !isNumericText(x.text)).length;
  const figures = Array.from({ length: last - 1 }, (_, k) => own(k + 1)).some(
    (cs) => cs.length >= 2 && cs.filter((x) => isNumericText(x.text)).length >= 0.6 * cs.length,
  );
  if (mean < PROSE_WORDS || long < 0.6 * notes.length || !figures) return t;
  const cells = t.cells.filter((x) => x.col < last);
  const filled = cells.filter((x) => x.words.length);
  if (!filled.length) return null;
  const box = unionBoxes(filled.map((x) => x.box));
  return { ...t, colCount: last, colEdges: t.colEdges.slice(0, last + 1), cells, box, lastBox: box };
}
