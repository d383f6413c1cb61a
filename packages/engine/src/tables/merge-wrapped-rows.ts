import { median, unionBoxes, type Box } from '../geometry/box.ts';
import type { PLine } from '../model/internal.types.ts';
import { isNumericText } from './cell-text.ts';

/** A table row while columns are being filled: the text runs per column, and runs that span columns. */
export interface GridRow {
  cells: (PLine[] | null)[];
  spans: Map<number, number>;
  box: Box;
}

const cellString = (ls: PLine[] | null | undefined): string => (ls ? ls.map((l) => l.text).join(' ') : '');
const filled = (x: GridRow): number => x.cells.filter(Boolean).length;
const firstX = (x: GridRow): number => x.cells[0]?.[0]?.box.x0 ?? Infinity;

/**
 * A row that continues the one above (a cell wrapped onto a second line, a
 * serial number printed under a product) is merged into it: it sits closer
 * than the usual row pitch and fills fewer cells.
 *
 * A close row that prints its own number in a column where the row above
 * already has one is a record of its own, not a continuation: an invoice's
 * sub-line ("Incl. home-copy levy  1  21%  € 4,24" under a tablet) keeps its
 * quantity, rate and amount in its own row, so every value cell of a line-item
 * table holds one value. Text-only lines that follow such a sub-line and are
 * indented under the product it belongs to (a serial number) go to that
 * product, not to the sub-line.
 */
export function mergeWrappedRows(rows: GridRow[], rh: number): GridRow[] {
  if (rows.length < 3) return rows;
  const gaps = rows.slice(1).map((r, k) => r.box.y0 - rows[k]!.box.y1);
  // the record pitch is measured between rows that are records (two cells or more), not
  // between a record and its own continuation lines, which would pull the median down
  const between = gaps.filter((_, k) => filled(rows[k]!) >= 2 && filled(rows[k + 1]!) >= 2);
  const typical = median(between.length >= 2 ? between : gaps);
  const out: GridRow[] = [rows[0]!];
  // the row a close sub-line with its own values was printed under
  const headOf = new Map<GridRow, GridRow>();
  for (let k = 1; k < rows.length; k++) {
    const prev = out[out.length - 1]!,
      r = rows[k]!;
    const gap = r.box.y0 - prev.box.y1;
    const tight = gap < Math.min(typical * 0.6, 0.5 * rh) || (typical > 0.6 * rh && gap < 0.35 * rh);
    if (tight && ownValues(prev, r)) {
      headOf.set(r, headOf.get(prev) ?? prev);
      out.push(r);
      continue;
    }
    if (tight && filled(r) < filled(prev) && r.spans.size === 0) {
      const head = headOf.get(prev);
      const target = head && !hasNumber(r) && firstX(r) > firstX(head) + 0.5 * rh ? head : prev;
      r.cells.forEach((ls, c) => {
        if (ls) target.cells[c] = [...(target.cells[c] ?? []), ...ls];
      });
      // the gap to the next row is measured from this line, whichever row took it
      prev.box = unionBoxes([prev.box, r.box]);
      continue;
    }
    out.push(r);
  }
  return out;
}

/** Whether the lower row has a number in a column where the upper row already has one. */
function ownValues(upper: GridRow, lower: GridRow): boolean {
  return lower.cells.some(
    (ls, c) => ls && upper.cells[c] && isNumericText(cellString(ls)) && isNumericText(cellString(upper.cells[c])),
  );
}

const hasNumber = (r: GridRow): boolean => r.cells.some((ls) => ls && isNumericText(cellString(ls)));
