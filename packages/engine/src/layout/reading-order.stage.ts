import { median } from '../geometry/box.ts';
import type { PBlock } from '../model/internal.types.ts';

/** A vertical whitespace corridor at least this wide (points) separates text columns. */
const MIN_COLUMN_GAP = 12;

/**
 * Blocks in reading order by recursive XY-cut. Vertical cuts (columns) are
 * preferred when a corridor runs through the whole region and each side holds
 * more than one block, so a two-column article reads down each column; otherwise
 * the region is cut into horizontal bands read top to bottom.
 */
export function orderBlocks(blocks: readonly PBlock[]): PBlock[] {
  if (blocks.length <= 1) return [...blocks];
  const lineHeight = median(blocks.flatMap((b) => b.lines.map((l) => l.box.y1 - l.box.y0))) || 10;
  return cut([...blocks], lineHeight, 0);
}

function cut(blocks: PBlock[], lineHeight: number, depth: number): PBlock[] {
  if (blocks.length <= 1 || depth > 50) return blocks;
  const cols = split(blocks, 'x', MIN_COLUMN_GAP);
  if (cols.length > 1 && cols.every((c) => c.length > 1)) return cols.flatMap((c) => cut(c, lineHeight, depth + 1));
  const bands = split(blocks, 'y', 0.01);
  if (bands.length > 1) return bands.flatMap((b) => cut(b, lineHeight, depth + 1));
  if (cols.length > 1) return cols.flatMap((c) => cut(c, lineHeight, depth + 1));
  return blocks.sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
}

/** Groups blocks separated by a whitespace gap of at least minGap along the axis. */
function split(blocks: PBlock[], axis: 'x' | 'y', minGap: number): PBlock[][] {
  const lo = axis === 'x' ? (b: PBlock) => b.box.x0 : (b: PBlock) => b.box.y0;
  const hi = axis === 'x' ? (b: PBlock) => b.box.x1 : (b: PBlock) => b.box.y1;
  const sorted = [...blocks].sort((a, b) => lo(a) - lo(b));
  const groups: PBlock[][] = [];
  let cur: PBlock[] = [],
    end = -Infinity;
  for (const b of sorted) {
    if (cur.length && lo(b) - end >= minGap) {
      groups.push(cur);
      cur = [];
    }
    cur.push(b);
    end = Math.max(end, hi(b));
  }
  if (cur.length) groups.push(cur);
  return groups;
}
