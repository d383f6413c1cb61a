import { centerX, centerY } from '../geometry/box.ts';
import { groupLines } from '../layout/group-lines.stage.ts';
import type { PRuling, PWord } from '../model/internal.types.ts';
import { isNumericText } from './cell-text.ts';
import { groupRows } from './group-rows.ts';

/** Rules further out than this (points) past the outermost crossing rule leave that side open. */
const OPEN_SIDE = 6;
/** Rules closer than this (points) are one rule drawn twice. */
const TOL_AT = 3;

/**
 * Many tables draw only the inner column rules and full-width row rules: the
 * frame's left and right sides (or top and bottom) are left open. The grid
 * then ends at the outermost column rule and the row labels fall outside it.
 * Where the row rules run on past the outermost column rules, the open side
 * is closed at their end, and likewise for column rules past the outermost
 * row rules. The added sides lie on rules the grid already has. Left and
 * right are closed only where two column rules or more are drawn.
 */
export function closeOpenSides(hs: readonly PRuling[], vs: readonly PRuling[]): { hs: PRuling[]; vs: PRuling[] } {
  const outHs = [...hs],
    outVs = [...vs];
  const side = (rules: PRuling[], cross: readonly PRuling[], orientation: PRuling['orientation']) => {
    const at = rules.map((r) => r.at);
    const lo = Math.min(...cross.map((r) => r.from)),
      hi = Math.max(...cross.map((r) => r.to));
    const from = Math.min(...at),
      to = Math.max(...at);
    const extra: PRuling[] = [];
    if (lo < Math.min(...at) - OPEN_SIDE) extra.push({ orientation, at: lo, from, to });
    if (hi > Math.max(...at) + OPEN_SIDE) extra.push({ orientation, at: hi, from, to });
    return extra;
  };
  // one column rule alone (a rule after the row labels) says nothing about the columns right of it:
  // closing its sides would make one column of several printed ones
  const columnRules = new Set(vs.map((r) => Math.round(r.at / TOL_AT))).size;
  const addV = columnRules >= 2 ? side(outVs, hs, 'vertical') : [],
    addH = side(outHs, vs, 'horizontal');
  // the new sides reach as far as the grid does once both are closed
  const yLo = Math.min(...[...outHs, ...addH].map((r) => r.at)),
    yHi = Math.max(...[...outHs, ...addH].map((r) => r.at));
  const xLo = Math.min(...[...outVs, ...addV].map((r) => r.at)),
    xHi = Math.max(...[...outVs, ...addV].map((r) => r.at));
  for (const v of addV) outVs.push({ ...v, from: yLo, to: yHi });
  for (const h of addH) outHs.push({ ...h, from: xLo, to: xHi });
  return { hs: outHs, vs: outVs };
}

/**
 * A table may rule its header and its total but not the rows between: one
 * ruled cell then holds a whole column of records ("Bulgaria / Cyprus /
 * Czech Republic" beside "2.3 / 0.21 / 8.8"). Within a band between two row
 * rules, when the text lines of at least two columns line up row by row and
 * one of those columns holds only numbers, each line is a row: a rule is
 * added between consecutive lines. Wrapped text in a ruled cell (a long
 * description over two lines) has no column of stacked numbers beside it
 * and stays one cell.
 */
export function rulesBetweenStackedRecords(
  hs: readonly PRuling[],
  vs: readonly PRuling[],
  words: readonly PWord[],
): PRuling[] {
  const ys = [...new Set(hs.map((r) => Math.round(r.at)))].sort((a, b) => a - b);
  const xs = [...new Set(vs.map((r) => Math.round(r.at)))].sort((a, b) => a - b);
  if (ys.length < 2 || xs.length < 3) return [];
  const x0 = xs[0]!,
    x1 = xs[xs.length - 1]!;
  const added: PRuling[] = [];
  for (let k = 0; k + 1 < ys.length; k++) {
    const inBand = words.filter(
      (w) => centerY(w.box) > ys[k]! && centerY(w.box) < ys[k + 1]! && centerX(w.box) > x0 && centerX(w.box) < x1,
    );
    const rows = groupRows(groupLines(inBand));
    if (rows.length < 3) continue;
    const colOf = (x: number) => xs.findIndex((e, i) => i + 1 < xs.length && x >= e && x <= xs[i + 1]!);
    // per column, the lines it holds in this band (rows × columns)
    const perCol = new Map<number, string[]>();
    rows.forEach((r) => {
      for (const l of r.lines) {
        const c = colOf(centerX(l.box));
        perCol.set(c, [...(perCol.get(c) ?? []), l.text]);
      }
    });
    const stacked = [...perCol.values()].filter((texts) => texts.length >= 0.75 * rows.length);
    // a row with two runs in one column is not a record of this grid
    const oneRunPerColumn = rows.every(
      (r) => new Set(r.lines.map((l) => colOf(centerX(l.box)))).size === r.lines.length,
    );
    if (stacked.length < 2 || !oneRunPerColumn || !stacked.some((texts) => texts.every((t) => isNumericText(t))))
      continue;
    for (let i = 1; i < rows.length; i++) {
      added.push({ orientation: 'horizontal', at: (rows[i - 1]!.box.y1 + rows[i]!.box.y0) / 2, from: x0, to: x1 });
    }
  }
  return added;
}
