import { centerX, type Box } from '../geometry/box.ts';
import type { PWord } from '../model/internal.types.ts';
import type { PageRow } from '../tables/group-rows.ts';

/**
 * Column cuts between header phrases: for each neighbouring pair, the x in the
 * span between their centres that the fewest body words cross, preferring the
 * whitespace between the headers (numbers set wider than their header still
 * land in the right column).
 */
export function columnCuts(headers: readonly Box[], body: readonly PWord[]): number[] {
  const cuts: number[] = [];
  for (let k = 1; k < headers.length; k++) {
    const left = headers[k - 1]!,
      right = headers[k]!;
    const lo = centerX(left),
      hi = centerX(right);
    const gapMid = left.x1 < right.x0 ? (left.x1 + right.x0) / 2 : (lo + hi) / 2;
    let best = gapMid,
      bestCost = Infinity;
    for (let x = lo; x <= hi; x += 0.5) {
      const crossings = body.filter((w) => w.box.x0 < x && w.box.x1 > x).length;
      const outsideGap = x < left.x1 || x > right.x0 ? 0.5 : 0;
      const cost = crossings + outsideGap + Math.abs(x - gapMid) / 1000;
      if (cost < bestCost) {
        bestCost = cost;
        best = x;
      }
    }
    cuts.push(best);
  }
  return cuts;
}

/** Index of the column a word falls in, by its centre. */
export function columnOf(word: PWord, cuts: readonly number[]): number {
  const x = centerX(word.box);
  let k = 0;
  while (k < cuts.length && x > cuts[k]!) k++;
  return k;
}

/** Body rows → cell texts per column; a row whose first column is empty and sits tight under the previous row continues it. */
export function readRows(
  rows: readonly PageRow[],
  cuts: readonly number[],
  keyColumn: number,
): { texts: string[]; words: PWord[][] }[] {
  const out: { texts: string[]; words: PWord[][]; box: Box }[] = [];
  for (const r of rows) {
    const cells: PWord[][] = Array.from({ length: cuts.length + 1 }, () => []);
    for (const w of r.lines.flatMap((l) => l.words)) cells[columnOf(w, cuts)]!.push(w);
    const prev = out[out.length - 1];
    const h = r.box.y1 - r.box.y0;
    if (prev && cells[keyColumn]!.length === 0 && r.box.y0 - prev.box.y1 < 0.5 * h) {
      cells.forEach((ws, k) => prev.words[k]!.push(...ws));
      prev.box = { ...prev.box, y1: r.box.y1 };
      continue;
    }
    out.push({ texts: [], words: cells, box: r.box });
  }
  for (const r of out)
    r.texts = r.words.map((ws) =>
      ws
        .sort((a, b) =>
          a.box.y0 - b.box.y0 > (a.box.y1 - a.box.y0) / 2
            ? 1
            : b.box.y0 - a.box.y0 > (b.box.y1 - b.box.y0) / 2
              ? -1
              : a.box.x0 - b.box.x0,
        )
        .map((w) => w.text)
        .join(' '),
    );
  return out;
}
