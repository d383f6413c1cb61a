import type { PTable } from './table.types.ts';

/**
 * A table that ends a page and one that starts the next page with the same
 * columns (count and x-positions within a few points) are one table continued.
 * A repeated header row on the continuation is dropped.
 */
export function mergeContinuedTables(perPage: readonly { page: number; height: number; tables: PTable[] }[]): PTable[] {
  const out: PTable[] = [];
  let prevLast: PTable | null = null,
    prevPage = -1,
    prevHeight = 0;
  for (const p of perPage) {
    const sorted = [...p.tables].sort((a, b) => a.box.y0 - b.box.y0);
    sorted.forEach((t, idx) => {
      const first = idx === 0;
      if (first && prevLast && p.page === prevPage + 1 && continues(prevLast, t, prevHeight, p.height)) {
        append(prevLast, t);
        return;
      }
      out.push(t);
    });
    const bottom = sorted[sorted.length - 1];
    prevLast = bottom ? (out.includes(bottom) ? bottom : prevLast) : null;
    prevPage = p.page;
    prevHeight = p.height;
  }
  return out;
}

function continues(a: PTable, b: PTable, heightA: number, heightB: number): boolean {
  if (a.colCount !== b.colCount || a.kind !== b.kind) return false;
  // the first table must reach the lower part of its page, the second start in the upper part
  if (a.lastBox.y1 < heightA * 0.6 || b.box.y0 > heightB * 0.4) return false;
  return a.colEdges.every((x, k) => Math.abs(x - (b.colEdges[k] ?? Infinity)) < 15);
}

function append(a: PTable, b: PTable): void {
  const headerText = (t: PTable) =>
    t.cells
      .filter((c) => c.row < t.headerRows)
      .map((c) => c.text)
      .join('|');
  const skip = b.headerRows > 0 && headerText(b) === headerText(a) ? b.headerRows : 0;
  const offset = a.rowCount - skip;
  for (const c of b.cells) if (c.row >= skip) a.cells.push({ ...c, row: c.row + offset });
  a.rowCount += b.rowCount - skip;
  a.pages.push(...b.pages.filter((pg) => !a.pages.includes(pg)));
  a.lastBox = b.lastBox;
  a.colEdges = b.colEdges;
}
