import { centerX, centerY, unionBoxes, type Box } from '../geometry/box.ts';
import type { PRuling, PWord } from '../model/internal.types.ts';
import { cellText } from './cell-text.ts';
import { closeOpenSides, rulesBetweenStackedRecords } from './ruled-grid-repairs.ts';
import type { PCell, PTable } from './table.types.ts';

const TOL = 2;
/**
 * How far a rule may stop short of the rule it meets: cell borders drawn as
 * separate strokes per cell often end a point or two before a double rule's
 * second line, which would cut the header's grid from the body's.
 */
const REACH = 2.5;

/**
 * Ruled tables: rulings that cross form connected grids; each grid with at
 * least two horizontal and two vertical rules is a table. Grid cells whose
 * separating rule is missing are merged (row and column spans).
 */
export function detectRuledTables(rulings: readonly PRuling[], words: readonly PWord[], page: number): PTable[] {
  const hs = rulings.filter((r) => r.orientation === 'horizontal');
  const vs = rulings.filter((r) => r.orientation === 'vertical');
  const all = [...hs, ...vs];
  const parent = all.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < hs.length; i++) {
    for (let j = 0; j < vs.length; j++) {
      if (crosses(hs[i]!, vs[j]!)) parent[find(i)] = find(hs.length + j);
    }
  }
  const groups = new Map<number, PRuling[]>();
  all.forEach((r, i) => {
    const root = find(i);
    if (!groups.has(root)) groups.set(root, []);
    groups.get(root)!.push(r);
  });
  const tables: PTable[] = [];
  for (const g of groups.values()) {
    const gh = g.filter((r) => r.orientation === 'horizontal');
    const gv = g.filter((r) => r.orientation === 'vertical');
    if (gh.length < 2 || gv.length < 2) continue;
    const closed = closeOpenSides(gh, gv);
    const t = buildGrid(
      [...closed.hs, ...rulesBetweenStackedRecords(closed.hs, closed.vs, words)],
      closed.vs,
      words,
      page,
    );
    if (t) tables.push(t);
  }
  return tables;
}

const crosses = (h: PRuling, v: PRuling): boolean =>
  v.at >= h.from - REACH && v.at <= h.to + REACH && h.at >= v.from - REACH && h.at <= v.to + REACH;

/** Distinct positions, close ones (double borders) merged. */
function clusterPositions(values: number[]): number[] {
  const s = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  for (const v of s) {
    if (out.length && v - out[out.length - 1]! <= TOL * 1.5) continue;
    out.push(v);
  }
  return out;
}

function covers(rules: readonly PRuling[], at: number, from: number, to: number): boolean {
  const need = (to - from) * 0.5;
  let covered = 0;
  for (const r of rules) {
    if (Math.abs(r.at - at) > TOL * 1.5) continue;
    covered += Math.max(0, Math.min(r.to, to) - Math.max(r.from, from));
  }
  return covered >= need;
}

function buildGrid(hs: PRuling[], vs: PRuling[], words: readonly PWord[], page: number): PTable | null {
  const ys = clusterPositions(hs.map((r) => r.at));
  const xs = clusterPositions(vs.map((r) => r.at));
  const rows = ys.length - 1,
    cols = xs.length - 1;
  if (rows < 1 || cols < 1 || rows * cols < 2) return null;
  const id = (r: number, c: number): number => r * cols + c;
  const parent = Array.from({ length: rows * cols }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (c + 1 < cols && !covers(vs, xs[c + 1]!, ys[r]!, ys[r + 1]!)) parent[find(id(r, c + 1))] = find(id(r, c));
      if (r + 1 < rows && !covers(hs, ys[r + 1]!, xs[c]!, xs[c + 1]!)) parent[find(id(r + 1, c))] = find(id(r, c));
    }
  }
  const members = new Map<number, { r0: number; c0: number; r1: number; c1: number }>();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const root = find(id(r, c));
      const m = members.get(root);
      if (!m) members.set(root, { r0: r, c0: c, r1: r, c1: c });
      else {
        m.r0 = Math.min(m.r0, r);
        m.c0 = Math.min(m.c0, c);
        m.r1 = Math.max(m.r1, r);
        m.c1 = Math.max(m.c1, c);
      }
    }
  }
  const box: Box = { x0: xs[0]!, y0: ys[0]!, x1: xs[cols]!, y1: ys[rows]! };
  const inside = words.filter(
    (w) => centerX(w.box) > box.x0 && centerX(w.box) < box.x1 && centerY(w.box) > box.y0 && centerY(w.box) < box.y1,
  );
  // A single merged region means a box around text (a frame), not a table.
  if (members.size < 2 || inside.length === 0) return null;
  const cells: PCell[] = [];
  for (const m of members.values()) {
    for (const part of splitByText(m, xs, ys, inside)) {
      const cb: Box = { x0: xs[part.c0]!, y0: ys[m.r0]!, x1: xs[part.c1 + 1]!, y1: ys[m.r1 + 1]! };
      const ws = inside.filter(
        (w) => centerX(w.box) >= cb.x0 && centerX(w.box) <= cb.x1 && centerY(w.box) >= cb.y0 && centerY(w.box) <= cb.y1,
      );
      cells.push({
        row: m.r0,
        col: part.c0,
        rowSpan: m.r1 - m.r0 + 1,
        colSpan: part.c1 - part.c0 + 1,
        box: cb,
        page,
        words: ws,
        text: cellText(ws),
      });
    }
  }
  return compact(
    {
      kind: 'ruled',
      pages: [page],
      box,
      lastBox: box,
      rowCount: rows,
      colCount: cols,
      colEdges: xs,
      headerRows: 0,
      cells,
    },
    inside,
  );
}

/**
 * Tables often draw column rules only in the header and row rules across the
 * body: a merged region spanning columns whose words sit apart in those
 * columns, none straddling a column edge, is split back into per-column cells.
 * A spanning header ("Change in recent years" over two columns) straddles an
 * edge or sits in one column only, and stays merged.
 */
function splitByText(
  m: { r0: number; c0: number; r1: number; c1: number },
  xs: number[],
  ys: number[],
  words: readonly PWord[],
): { c0: number; c1: number }[] {
  if (m.c1 === m.c0) return [{ c0: m.c0, c1: m.c1 }];
  const inRegion = words.filter(
    (w) =>
      centerX(w.box) >= xs[m.c0]! &&
      centerX(w.box) <= xs[m.c1 + 1]! &&
      centerY(w.box) >= ys[m.r0]! &&
      centerY(w.box) <= ys[m.r1 + 1]!,
  );
  const edges = xs.slice(m.c0 + 1, m.c1 + 1);
  if (inRegion.some((w) => edges.some((x) => w.box.x0 < x - 1 && w.box.x1 > x + 1))) return [{ c0: m.c0, c1: m.c1 }];
  const used = new Set<number>();
  for (const w of inRegion) {
    let c = m.c0;
    while (c < m.c1 && centerX(w.box) > xs[c + 1]!) c++;
    used.add(c);
  }
  if (used.size < 2) return [{ c0: m.c0, c1: m.c1 }];
  return Array.from({ length: m.c1 - m.c0 + 1 }, (_, k) => ({ c0: m.c0 + k, c1: m.c0 + k }));
}

/** Drops grid rows and columns that hold no text at all (spacers, double borders), renumbering the rest. */
export function compact(t: PTable, _words: readonly PWord[]): PTable | null {
  const usedRows = new Set<number>(),
    usedCols = new Set<number>();
  for (const c of t.cells) {
    if (!c.text) continue;
    for (let r = c.row; r < c.row + c.rowSpan; r++) usedRows.add(r);
    for (let k = c.col; k < c.col + c.colSpan; k++) usedCols.add(k);
  }
  const rowMap = new Map<number, number>(),
    colMap = new Map<number, number>();
  [...usedRows].sort((a, b) => a - b).forEach((r, i) => rowMap.set(r, i));
  [...usedCols].sort((a, b) => a - b).forEach((c, i) => colMap.set(c, i));
  // a single row of boxes is a form strip: kept for boxed key-values, left out of the tables by the caller
  if (rowMap.size * colMap.size < 2) return null;
  const remap = (start: number, span: number, map: Map<number, number>): [number, number] | null => {
    const kept = [];
    for (let i = start; i < start + span; i++) if (map.has(i)) kept.push(map.get(i)!);
    return kept.length ? [kept[0]!, kept.length] : null;
  };
  const cells: PCell[] = [];
  for (const c of t.cells) {
    const r = remap(c.row, c.rowSpan, rowMap),
      k = remap(c.col, c.colSpan, colMap);
    if (!r || !k) continue;
    cells.push({ ...c, row: r[0], rowSpan: r[1], col: k[0], colSpan: k[1] });
  }
  cells.sort((a, b) => a.row - b.row || a.col - b.col);
  const edges = [...colMap.keys()].sort((a, b) => a - b);
  const colEdges = [...edges.map((c) => t.colEdges[c]!), t.colEdges[edges[edges.length - 1]! + 1]!];
  return {
    ...t,
    rowCount: rowMap.size,
    colCount: colMap.size,
    colEdges,
    cells,
    box: unionBoxes(cells.map((c) => c.box)),
    lastBox: unionBoxes(cells.map((c) => c.box)),
  };
}
