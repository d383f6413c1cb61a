/**
 * Axis-aligned boxes in page points (upright page, origin top-left). The engine
 * works in points internally because its thresholds are relative to font size;
 * it normalises to 0..1 only when it assembles the document model.
 */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const boxWidth = (b: Box): number => b.x1 - b.x0;
export const boxHeight = (b: Box): number => b.y1 - b.y0;
export const centerX = (b: Box): number => (b.x0 + b.x1) / 2;
export const centerY = (b: Box): number => (b.y0 + b.y1) / 2;

export function unionBoxes(boxes: readonly Box[]): Box {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const b of boxes) {
    if (b.x0 < x0) x0 = b.x0;
    if (b.y0 < y0) y0 = b.y0;
    if (b.x1 > x1) x1 = b.x1;
    if (b.y1 > y1) y1 = b.y1;
  }
  return boxes.length ? { x0, y0, x1, y1 } : { x0: 0, y0: 0, x1: 0, y1: 0 };
}

/** Length of the overlap of [a0,a1] and [b0,b1] (0 when disjoint). */
export function overlap1d(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

/** Vertical overlap as a share of the shorter box's height. */
export function verticalOverlapRatio(a: Box, b: Box): number {
  const h = Math.min(boxHeight(a), boxHeight(b));
  return h > 0 ? overlap1d(a.y0, a.y1, b.y0, b.y1) / h : 0;
}

/** Horizontal overlap as a share of the narrower box's width. */
export function horizontalOverlapRatio(a: Box, b: Box): number {
  const w = Math.min(boxWidth(a), boxWidth(b));
  return w > 0 ? overlap1d(a.x0, a.x1, b.x0, b.x1) / w : 0;
}

export function containsPoint(b: Box, x: number, y: number, tolerance = 0): boolean {
  return x >= b.x0 - tolerance && x <= b.x1 + tolerance && y >= b.y0 - tolerance && y <= b.y1 + tolerance;
}

export function median(values: readonly number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
