import { boxHeight, overlap1d, unionBoxes } from '../geometry/box.ts';
import type { PBlock, PLine } from '../model/internal.types.ts';

/**
 * Lines → blocks (paragraph-like groups): a line joins the block above when it
 * starts within a line height below it, overlaps it horizontally and has a
 * similar size. Lines come in top-to-bottom order.
 */
export function groupBlocks(lines: readonly PLine[]): PBlock[] {
  const blocks: PLine[][] = [];
  for (const line of lines) {
    const h = boxHeight(line.box);
    let target: PLine[] | null = null;
    for (let i = blocks.length - 1; i >= 0; i--) {
      const b = blocks[i]!;
      const last = b[b.length - 1]!;
      const lh = boxHeight(last.box);
      const gap = line.box.y0 - last.box.y1;
      if (gap > 0.8 * Math.max(h, lh) || gap < -0.5 * Math.min(h, lh)) continue;
      if (Math.max(h, lh) / Math.max(1e-6, Math.min(h, lh)) > 1.5) continue;
      const ov = overlap1d(line.box.x0, line.box.x1, last.box.x0, last.box.x1);
      if (ov <= 0) continue;
      target = b;
      break;
    }
    if (target) target.push(line);
    else blocks.push([line]);
  }
  return blocks.map((ls) => ({ lines: ls, box: unionBoxes(ls.map((l) => l.box)) }));
}
