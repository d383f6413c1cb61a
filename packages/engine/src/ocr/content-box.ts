/**
 * The part of the page that holds ink, so that empty margins are neither
 * prepared nor read. Receipts are often scanned on an A4 flatbed or
 * photographed on a table: the receipt is a narrow strip in a large page,
 * and every later step (contrast normalisation, scaling, Tesseract's own
 * thresholding and layout analysis) costs in proportion to pixels.
 *
 * Works on the analysis image's ink points: they are binned into square
 * cells about one text line high; cells with a fair amount of ink are joined
 * into 8-connected groups, and the box is the union of the groups of two or
 * more cells (a lone inked cell is a speck of dust or a stray dot, not
 * text; a word covers two cells or more). A margin of two text lines is
 * kept around it, so faint print next to the detected text is still read.
 */
import type { InkPoints } from './ink-points.ts';

/** A rectangle in source pixels, x1/y1 exclusive. */
export interface PixelRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface ContentBoxOptions {
  /** text line ink height in source pixels, when known */
  textHeight?: number;
  /** source image size */
  width: number;
  height: number;
}

/**
 * Crop only when it removes at least half the page's pixels. Smaller crops
 * save little, and Tesseract's page layout analysis reacts chaotically to
 * small changes of the page: on one SROIE receipt, a crop that removed 14%
 * of the margins lost the whole header block (CER 0.23 → 0.39).
 */
const MIN_SAVING = 0.5;
/** Margin around the detected ink, in text heights. */
const MARGIN_LINES = 2;
/** Share of a cell's pixels that must be ink (before subsampling) for the cell to count. */
const CELL_INK = 0.03;

/**
 * The rectangle (source pixels) to read, or undefined when the whole page
 * should be read (no ink found, or cropping would save little).
 */
export function findContentBox(points: InkPoints, opts: ContentBoxOptions): PixelRect | undefined {
  const n = points.xs.length;
  if (n < 50) return undefined;
  // Cell side: one text line at analysis scale (20 px when unknown).
  const cell = Math.max(4, Math.round(opts.textHeight !== undefined ? opts.textHeight * points.scale : 20));
  const gw = Math.ceil(points.width / cell) + 1;
  const gh = Math.ceil(points.height / cell) + 1;
  const counts = new Uint32Array(gw * gh);
  for (let i = 0; i < n; i++) counts[Math.floor(points.ys[i]! / cell) * gw + Math.floor(points.xs[i]! / cell)]!++;
  // ink-points keeps every step-th ink pixel; undo that in the threshold.
  const minCount = Math.max(1, (CELL_INK * cell * cell) / points.step);

  const seen = new Uint8Array(gw * gh);
  const stack: number[] = [];
  let bx0 = Infinity;
  let by0 = Infinity;
  let bx1 = -Infinity;
  let by1 = -Infinity;
  for (let start = 0; start < counts.length; start++) {
    if (counts[start]! < minCount || seen[start]) continue;
    // Flood fill one group of inked cells.
    let cells = 0;
    let gx0 = Infinity;
    let gy0 = Infinity;
    let gx1 = -Infinity;
    let gy1 = -Infinity;
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const c = stack.pop()!;
      const cx = c % gw;
      const cy = (c - cx) / gw;
      cells++;
      if (cx < gx0) gx0 = cx;
      if (cx > gx1) gx1 = cx;
      if (cy < gy0) gy0 = cy;
      if (cy > gy1) gy1 = cy;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const x = cx + dx;
          const y = cy + dy;
          if (x < 0 || y < 0 || x >= gw || y >= gh) continue;
          const j = y * gw + x;
          if (!seen[j] && counts[j]! >= minCount) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    if (cells < 2) continue;
    bx0 = Math.min(bx0, gx0);
    by0 = Math.min(by0, gy0);
    bx1 = Math.max(bx1, gx1 + 1);
    by1 = Math.max(by1, gy1 + 1);
  }
  if (!(bx1 > bx0 && by1 > by0)) return undefined;

  const margin = MARGIN_LINES * cell;
  const toSource = (v: number) => v / points.scale;
  const rect: PixelRect = {
    x0: Math.max(0, Math.floor(toSource(bx0 * cell - margin))),
    y0: Math.max(0, Math.floor(toSource(by0 * cell - margin))),
    x1: Math.min(opts.width, Math.ceil(toSource(bx1 * cell + margin))),
    y1: Math.min(opts.height, Math.ceil(toSource(by1 * cell + margin))),
  };
  const kept = ((rect.x1 - rect.x0) * (rect.y1 - rect.y0)) / (opts.width * opts.height);
  return kept <= 1 - MIN_SAVING ? rect : undefined;
}
