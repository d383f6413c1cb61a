/**
 * DB (differentiable binarisation) post-processing of the detection
 * network's probability map, as PaddleOCR does it, with axis-aligned boxes:
 * the page is deskewed before detection, so text lines are horizontal.
 *
 * 1. threshold the map (`threshold`, 0.3) into text pixels;
 * 2. 4-connected components of text pixels, each one text region (the
 *    network predicts shrunk text kernels, so neighbouring lines do not touch);
 * 3. drop a region whose mean probability is under `boxThreshold` (0.6) or
 *    whose box is under `minSize` pixels high or wide;
 * 4. "unclip": grow the box by area × `unclipRatio` / perimeter on each side,
 *    the offset that undoes the kernel's shrinking.
 */
export interface DbOptions {
  threshold: number;
  boxThreshold: number;
  unclipRatio: number;
  minSize: number;
}

export const DB_DEFAULTS: Readonly<DbOptions> = { threshold: 0.3, boxThreshold: 0.6, unclipRatio: 1.5, minSize: 3 };

export interface MapBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** mean probability over the region's pixels */
  score: number;
}

/** Boxes in map pixels (x1/y1 exclusive), clamped to the map. */
export function dbBoxes(prob: Float32Array, width: number, height: number, opts: DbOptions = DB_DEFAULTS): MapBox[] {
  const labels = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  const boxes: MapBox[] = [];
  let next = 0;
  for (let start = 0; start < prob.length; start++) {
    if (labels[start] !== 0 || prob[start]! <= opts.threshold) continue;
    next++;
    labels[start] = next;
    let top = 0;
    stack[top++] = start;
    let x0 = width,
      y0 = height,
      x1 = -1,
      y1 = -1,
      sum = 0,
      count = 0;
    while (top > 0) {
      const i = stack[--top]!;
      const x = i % width;
      const y = (i - x) / width;
      sum += prob[i]!;
      count++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      if (x > 0 && labels[i - 1] === 0 && prob[i - 1]! > opts.threshold) {
        labels[i - 1] = next;
        stack[top++] = i - 1;
      }
      if (x < width - 1 && labels[i + 1] === 0 && prob[i + 1]! > opts.threshold) {
        labels[i + 1] = next;
        stack[top++] = i + 1;
      }
      if (y > 0 && labels[i - width] === 0 && prob[i - width]! > opts.threshold) {
        labels[i - width] = next;
        stack[top++] = i - width;
      }
      if (y < height - 1 && labels[i + width] === 0 && prob[i + width]! > opts.threshold) {
        labels[i + width] = next;
        stack[top++] = i + width;
      }
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const score = sum / count;
    if (Math.min(w, h) < opts.minSize || score < opts.boxThreshold) continue;
    const grow = (w * h * opts.unclipRatio) / (2 * (w + h));
    boxes.push({
      x0: Math.max(0, x0 - grow),
      y0: Math.max(0, y0 - grow),
      x1: Math.min(width, x1 + 1 + grow),
      y1: Math.min(height, y1 + 1 + grow),
      score,
    });
  }
  return boxes;
}
