import { centerY, median, unionBoxes, verticalOverlapRatio, type Box } from '../geometry/box.ts';
import type { PLine } from '../model/internal.types.ts';

/** A page row: the text runs that share a baseline band, left to right. */
export interface PageRow {
  lines: PLine[];
  box: Box;
}

/** Lines (text runs) → page rows, top to bottom. */
export function groupRows(lines: readonly PLine[]): PageRow[] {
  const sorted = [...lines].sort((a, b) => centerY(a.box) - centerY(b.box));
  const rows: PageRow[] = [];
  for (const l of sorted) {
    const cy = centerY(l.box);
    const row = rows.length ? rows[rows.length - 1]! : null;
    if (
      row &&
      cy >= row.box.y0 &&
      cy <= row.box.y1 &&
      row.lines.some((o) => verticalOverlapRatio(o.box, l.box) >= 0.5)
    ) {
      row.lines.push(l);
      row.box = unionBoxes([row.box, l.box]);
    } else rows.push({ lines: [l], box: l.box });
  }
  for (const r of rows) r.lines.sort((a, b) => a.box.x0 - b.box.x0);
  return rows;
}

export const rowHeight = (rows: readonly PageRow[]): number => median(rows.map((r) => r.box.y1 - r.box.y0)) || 10;
