import { centerX, median, overlap1d, unionBoxes, type Box } from '../geometry/box.ts';
import type { PLine, PWord } from '../model/internal.types.ts';
import { cellText, isNumericText } from './cell-text.ts';
import { dropSideNotes } from './drop-side-notes.ts';
import { groupRows, type PageRow } from './group-rows.ts';
import { mergeStackedHeadings } from './merge-stacked-headings.ts';
import { mergeWrappedLabels } from './merge-wrapped-labels.ts';
import { mergeWrappedRows, type GridRow } from './merge-wrapped-rows.ts';
import { pairItemLines } from './pair-item-lines.ts';
import { isPlausibleUnruledTable } from './plausible-table.ts';
import { splitGluedRuns } from './split-glued-runs.ts';
import { trimParagraphRows } from './running-text.ts';
import { headerRowsAbove } from './header-rows-above.ts';
import { splitItemTables } from './split-item-tables.ts';
import { cleanStatementRows } from './statement-runs.ts';
import type { PCell, PTable } from './table.types.ts';

/** Rows further apart than this many row heights end a table. */
const MAX_ROW_GAP = 2.2;
/** Two-column runs with more words than this per cell are prose columns, not a table. */
const MAX_PROSE_WORDS = 5;

/**
 * Unruled tables from column alignment: runs of consecutive page rows that hold
 * two or more text runs separated by whitespace, whose runs line up into
 * columns. Lines inside ruled tables must be removed by the caller.
 */
export function detectUnruledTables(lines: readonly PLine[], page: number): PTable[] {
  const rows = cleanStatementRows(groupRows(lines));
  const rh = median(rows.map((r) => r.box.y1 - r.box.y0)) || 10;
  const tables: PTable[] = [];
  let i = 0;
  while (i < rows.length) {
    if (rows[i]!.lines.length < 2) {
      i++;
      continue;
    }
    const run: PageRow[] = [rows[i]!];
    let j = i + 1;
    while (j < rows.length) {
      const prev = run[run.length - 1]!,
        r = rows[j]!;
      if (r.box.y0 - prev.box.y1 > MAX_ROW_GAP * rh) break;
      if (r.lines.length >= 2) {
        run.push(r);
        j++;
        continue;
      }
      // single runs inside the table (a wrapped cell, group labels such as "Liabilities:" over
      // "Current liabilities:") are kept when a multi-run row follows closely
      const labels = labelRowsBefore(rows, j, run, rh);
      if (!labels) break;
      run.push(...rows.slice(j, j + labels));
      j += labels;
    }
    const above = headerRowsAbove(rows, i, run, rh);
    run.unshift(...rows.slice(i - above, i));
    const t = buildTable(run, page, rh);
    const trimmed = t && trimParagraphRows(t);
    const table = trimmed && dropSideNotes(trimmed);
    if (table)
      for (const part of splitItemTables(table)) if (isPlausibleUnruledTable(part)) tables.push(pairItemLines(part));
    i = j;
  }
  return tables;
}

/** Most single-run rows (nested group labels) kept in a row between two rows of the table. */
const MAX_LABEL_ROWS = 3;

/**
 * How many single-run rows from `j` on belong to the table: up to three,
 * each close to the one before and followed closely by a row of several
 * runs; one alone may lie anywhere inside the table so far (a wrapped cell),
 * a stack of them must be group labels in its first column over a row of
 * figures.
 * Zero when they are not.
 */
function labelRowsBefore(rows: readonly PageRow[], j: number, run: readonly PageRow[], rh: number): number {
  const box = unionBoxes(run.map((x) => x.box));
  for (let n = 1; n <= MAX_LABEL_ROWS && j + n <= rows.length; n++) {
    const r = rows[j + n - 1]!,
      next = rows[j + n];
    if (r.lines.length !== 1 || !next || next.box.y0 - r.box.y1 > MAX_ROW_GAP * rh) return 0;
    if (next.lines.length < 2) continue;
    const labels = rows.slice(j, j + n);
    if (n === 1) return within(labels[0]!.lines[0]!.box, box) || isStubLabel(labels[0]!.lines[0]!, next, rh) ? 1 : 0;
    // a stack of lines must be group labels in the first column, heading the records below them (a row
    // with figures): form fields one under the other ("Sample Description:", "Comment:") head none
    const figures = next.lines.slice(1).some((l) => isNumericText(l.text));
    return figures && labels.every((x) => isStubLabel(x.lines[0]!, next, rh)) ? n : 0;
  }
  return 0;
}

/**
 * A group label in the first column ("Effectiveness" over "Employment  40"):
 * a short run that starts near the next row's first run (outdented or
 * indented a little) and ends before that row's second run.
 */
const isStubLabel = (l: PLine, next: PageRow, rh: number): boolean =>
  l.words.length <= 6 && Math.abs(l.box.x0 - next.lines[0]!.box.x0) <= 3 * rh && l.box.x1 < next.lines[1]!.box.x0;

const within = (b: Box, outer: Box): boolean => b.x0 >= outer.x0 - 2 && b.x1 <= outer.x1 + 2;

function buildTable(run: PageRow[], page: number, rh: number): PTable | null {
  const multi = run.filter((r) => r.lines.length >= 2);
  if (multi.length < 2) return null;
  const columns = findColumns(multi);
  if (columns.length < 2) return null;
  if (columns.length === 2 && multi.length < 3) return null;
  const segs = multi.flatMap((r) => r.lines);
  const wordsPerSeg = segs.reduce((s, l) => s + l.words.length, 0) / segs.length;
  if (columns.length === 2 && wordsPerSeg > MAX_PROSE_WORDS) return null;
  if (wordsPerSeg > 8) return null;

  // cells per row: the runs that fall in each column (a run over several columns spans them)
  let grid: GridRow[] = run.map((r) => {
    const cells: (PLine[] | null)[] = columns.map(() => null);
    const spans = new Map<number, number>();
    for (const l of r.lines) {
      const hit = columns.map((c, k) => (overlap1d(l.box.x0, l.box.x1, c.x0, c.x1) > 0 ? k : -1)).filter((k) => k >= 0);
      let first = hit.length ? hit[0]! : nearestColumn(columns, centerX(l.box));
      let last = hit.length ? hit[hit.length - 1]! : first;
      // a heading centred over two right-aligned columns may touch only the first one's figures:
      // centred over the gutter between them and over the pair as a whole, it heads both
      if (hit.length === 1) {
        const pair = centredOverPair(l.box, columns, first);
        const taken = (k: number) =>
          r.lines.some((o) => o !== l && overlap1d(o.box.x0, o.box.x1, columns[k]!.x0, columns[k]!.x1) > 0);
        // never over a neighbour that holds a run of this row: that run would be hidden under the span
        if (pair === 1 && !taken(first + 1)) last = first + 1;
        if (pair === -1 && !taken(first - 1)) first -= 1;
      }
      (cells[first] ??= []).push(l);
      if (last > first) spans.set(first, Math.max(spans.get(first) ?? 1, last - first + 1));
    }
    return { cells, spans, box: r.box };
  });
  splitGluedRuns(grid, rh);
  grid = mergeStackedHeadings(mergeWrappedLabels(mergeWrappedRows(grid, rh), rh), rh);
  const out: PCell[] = [];
  grid.forEach((row, r) => {
    row.cells.forEach((ls, c) => {
      const words: PWord[] = ls ? ls.flatMap((l) => l.words) : [];
      const span = row.spans.get(c) ?? 1;
      const box = words.length
        ? unionBoxes(words.map((w) => w.box))
        : {
            x0: columns[c]!.x0,
            y0: row.box.y0,
            x1: columns[Math.min(columns.length - 1, c + span - 1)]!.x1,
            y1: row.box.y1,
          };
      out.push({ row: r, col: c, rowSpan: 1, colSpan: span, box, page, words, text: cellText(words) });
    });
  });
  // drop cells hidden under a span
  const cells = out.filter(
    (cell) => !out.some((o) => o.row === cell.row && o.col < cell.col && o.col + o.colSpan > cell.col),
  );
  const box = unionBoxes(cells.filter((c) => c.words.length).map((c) => c.box));
  const colEdges = [...columns.map((c) => c.x0), columns[columns.length - 1]!.x1];
  return {
    kind: 'unruled',
    pages: [page],
    box,
    lastBox: box,
    rowCount: grid.length,
    colCount: columns.length,
    colEdges,
    headerRows: 0,
    cells,
  };
}

/** Share of a column pair's width by which a heading's centre may miss the pair's centre. */
const PAIR_CENTRE_TOLERANCE = 0.15;

/** 1 or -1 when the run's centre lies in the gutter right (left) of column k and near the middle of k and that neighbour together; 0 otherwise. */
function centredOverPair(b: Box, columns: { x0: number; x1: number }[], k: number): number {
  const cx = centerX(b);
  for (const d of [1, -1]) {
    const other = columns[k + d];
    if (!other) continue;
    const [a, z] = d === 1 ? [columns[k]!, other] : [other, columns[k]!];
    const inGutter = cx > a.x1 && cx < z.x0;
    if (inGutter && Math.abs(cx - (a.x0 + z.x1) / 2) <= PAIR_CENTRE_TOLERANCE * (z.x1 - a.x0)) return d;
  }
  return 0;
}

function nearestColumn(columns: { x0: number; x1: number }[], x: number): number {
  let best = 0,
    bestD = Infinity;
  columns.forEach((c, k) => {
    const d = x < c.x0 ? c.x0 - x : x > c.x1 ? x - c.x1 : 0;
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  });
  return best;
}

/**
 * Column x-ranges: the union of the runs' x-ranges, after leaving out runs that
 * bridge a gutter seen in several other rows (a spanning header or a long
 * label would otherwise glue two columns together).
 */
export function findColumns(rows: readonly PageRow[]): { x0: number; x1: number }[] {
  const gaps: { x0: number; x1: number }[] = [];
  for (const r of rows) {
    for (let k = 1; k < r.lines.length; k++) gaps.push({ x0: r.lines[k - 1]!.box.x1, x1: r.lines[k]!.box.x0 });
  }
  const need = Math.max(2, Math.ceil(rows.length * 0.3));
  const segs = rows.flatMap((r) => r.lines.map((l) => l.box));
  const kept = segs.filter(
    (s) => gaps.filter((g) => (g.x0 + g.x1) / 2 > s.x0 && (g.x0 + g.x1) / 2 < s.x1).length < need,
  );
  const intervals = kept.map((s) => ({ x0: s.x0, x1: s.x1 })).sort((a, b) => a.x0 - b.x0);
  const merged: { x0: number; x1: number }[] = [];
  for (const iv of intervals) {
    const last = merged[merged.length - 1];
    if (last && iv.x0 <= last.x1 + 1) last.x1 = Math.max(last.x1, iv.x1);
    else merged.push({ ...iv });
  }
  return merged;
}
