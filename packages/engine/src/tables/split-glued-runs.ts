import { centerX, median } from '../geometry/box.ts';
import { makeLine } from '../layout/group-lines.stage.ts';
import type { PWord } from '../model/internal.types.ts';
import type { GridRow } from './merge-wrapped-rows.ts';

type Edge = 'left' | 'right' | 'center';
const EDGES: Edge[] = ['left', 'right', 'center'];
const edgeOf = (x0: number, x1: number, e: Edge): number => (e === 'left' ? x0 : e === 'right' ? x1 : (x0 + x1) / 2);

/**
 * Two adjacent headers printed with a normal word space between them ("BTW
 * Prijs incl. BTW" over a rate and an amount column) come out of layout as
 * one text run spanning both columns. Such a run is split back into one cell
 * per column when its words divide, in order, into pieces that each line up
 * with their column's body cells on the same edge (all right-aligned, or all
 * left, or all centred). A real spanning header ("Change in recent years"
 * centred over two columns) does not line up with the columns' own edges
 * and stays one spanning cell.
 */
export function splitGluedRuns(grid: GridRow[], rh: number): void {
  const tol = Math.max(3, 0.5 * rh);
  grid.forEach((row, r) => {
    for (const [c, span] of [...row.spans]) {
      const lines = row.cells[c];
      if (!lines || lines.length !== 1 || span > 4) continue;
      if (Array.from({ length: span - 1 }, (_, i) => row.cells[c + 1 + i]).some(Boolean)) continue;
      const words = [...lines[0]!.words].sort((a, b) => a.box.x0 - b.box.x0);
      if (words.length < span) continue;
      const cols = Array.from({ length: span }, (_, i) => bodyEdges(grid, r, c + i));
      if (cols.some((e) => !e)) continue;
      const pieces = findSplit(words, span, (piece, i, edge) => {
        const e = cols[i]!;
        const x0 = piece[0]!.box.x0,
          x1 = piece[piece.length - 1]!.box.x1;
        return e.aligned.has(edge) && Math.abs(edgeOf(x0, x1, edge) - e.at[edge]) <= tol;
      });
      if (!pieces) continue;
      pieces.forEach((p, i) => {
        row.cells[c + i] = [makeLine(p)];
      });
      row.spans.delete(c);
    }
  });
}

/** A column's body cells (other rows, not spanning): the edges they share within a few points. */
function bodyEdges(
  grid: GridRow[],
  skipRow: number,
  col: number,
): { aligned: Set<Edge>; at: Record<Edge, number> } | null {
  const boxes = grid.flatMap((row, r) => {
    if (r === skipRow || !row.cells[col] || (row.spans.get(col) ?? 1) > 1) return [];
    const ws = row.cells[col]!.flatMap((l) => l.words);
    return [{ x0: Math.min(...ws.map((w) => w.box.x0)), x1: Math.max(...ws.map((w) => w.box.x1)) }];
  });
  if (boxes.length < 2) return null;
  const at = {} as Record<Edge, number>;
  const aligned = new Set<Edge>();
  for (const e of EDGES) {
    const xs = boxes.map((b) => edgeOf(b.x0, b.x1, e));
    at[e] = median(xs);
    // an edge is shared when most cells sit within a couple of points of it
    if (xs.filter((x) => Math.abs(x - at[e]) <= 2.5).length >= 0.7 * xs.length) aligned.add(e);
  }
  return aligned.size ? { aligned, at } : null;
}

/** The one division of the words into `n` ordered pieces where every piece fits by a common edge; null when none or several. */
function findSplit(
  words: PWord[],
  n: number,
  fits: (piece: PWord[], i: number, edge: Edge) => boolean,
): PWord[][] | null {
  let found: PWord[][] | null = null;
  for (const edge of EDGES) {
    const walk = (start: number, i: number, acc: PWord[][]): void => {
      if (i === n - 1) {
        const last = words.slice(start);
        if (last.length && fits(last, i, edge)) {
          const cand = [...acc, last];
          if (!found || !samePieces(found, cand)) found = found ? ([] as PWord[][]) : cand;
        }
        return;
      }
      for (let end = start + 1; end <= words.length - (n - 1 - i); end++) {
        const piece = words.slice(start, end);
        if (fits(piece, i, edge)) walk(end, i + 1, [...acc, piece]);
      }
    };
    walk(0, 0, []);
  }
  const f = found as PWord[][] | null;
  return f && f.length === n && f.every((p) => p.length) && ordered(f) ? f : null;
}

const samePieces = (a: PWord[][], b: PWord[][]): boolean =>
  a.length === b.length && a.every((p, i) => p.length === b[i]!.length);
const ordered = (ps: PWord[][]): boolean =>
  ps.every((p, i) => i === 0 || centerX(p[0]!.box) > centerX(ps[i - 1]![0]!.box));
