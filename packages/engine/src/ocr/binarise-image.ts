/**
 * Binarisation. Otsu (one global threshold) is used on the small analysis
 * image where speed matters and only the layout's shape is needed. Sauvola
 * (local threshold from the mean and deviation in a window) is used before
 * recognition: receipts have uneven lighting, faded thermal print and
 * coloured paper, where any single threshold loses either the faint strokes
 * or floods the dark corners. Output pixels are 0 (ink) or 255 (paper).
 */
import type { GreyImage } from './grey-image.ts';

export function otsuThreshold(image: GreyImage): number {
  const hist = new Float64Array(256);
  const n = image.width * image.height;
  for (let i = 0; i < n; i++) hist[image.data[i]!]!++;
  let sumAll = 0;
  for (let t = 0; t < 256; t++) sumAll += t * hist[t]!;
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 127;
  for (let t = 0; t < 256; t++) {
    wB += hist[t]!;
    if (wB === 0) continue;
    const wF = n - wB;
    if (wF === 0) break;
    sumB += t * hist[t]!;
    const mB = sumB / wB;
    const mF = (sumAll - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/** Ink mask: 1 where the pixel is at or below the threshold. */
export function otsuInkMask(image: GreyImage): Uint8Array {
  const t = otsuThreshold(image);
  const n = image.width * image.height;
  const mask = new Uint8Array(n);
  for (let i = 0; i < n; i++) mask[i] = image.data[i]! <= t ? 1 : 0;
  return mask;
}

export interface SauvolaOptions {
  /** window side in pixels; ~2-3 text heights keeps whole strokes inside */
  window: number;
  /** sensitivity, 0..1; 0.2-0.35 are the usual document values */
  k?: number;
}

export function sauvolaBinarise(image: GreyImage, opts: SauvolaOptions): GreyImage {
  const { width: w, height: h, data } = image;
  const k = opts.k ?? 0.25;
  const r = Math.max(3, Math.floor(opts.window / 2));
  // Running column sums over the window's rows instead of full integral
  // images: O(width) memory (a 16 Mpx page would need 256 MB of Float64
  // integrals) and one pass. The sums are integers: 32-bit ones (cheaper
  // arithmetic) while a full window of 255² squares fits in them.
  const side = 2 * r + 1;
  const Sums = 255 * 255 * side * side < 2 ** 30 ? Int32Array : Float64Array;
  const colSum = new Sums(w);
  const colSq = new Sums(w);
  const addRow = (y: number, sign: number) => {
    const base = y * w;
    for (let x = 0; x < w; x++) {
      const v = data[base + x]!;
      colSum[x]! += sign * v;
      colSq[x]! += sign * v * v;
    }
  };
  // 1 / (columns in the window) for each x; the row count changes only per row.
  const invCols = new Float64Array(w);
  for (let x = 0; x < w; x++) invCols[x] = 1 / (Math.min(w, x + r + 1) - Math.max(0, x - r));
  for (let y = 0; y < Math.min(h, r); y++) addRow(y, 1);
  const out = new Uint8Array(w * h);
  const keep = 1 - k;
  const slope = k / 128;
  for (let y = 0; y < h; y++) {
    if (y + r < h) addRow(y + r, 1);
    if (y - r - 1 >= 0) addRow(y - r - 1, -1);
    const invRows = 1 / (Math.min(h, y + r + 1) - Math.max(0, y - r));
    let s = 0;
    let q = 0;
    for (let x = 0; x < Math.min(w, r); x++) {
      s += colSum[x]!;
      q += colSq[x]!;
    }
    const base = y * w;
    for (let x = 0; x < w; x++) {
      if (x + r < w) {
        s += colSum[x + r]!;
        q += colSq[x + r]!;
      }
      if (x - r - 1 >= 0) {
        s -= colSum[x - r - 1]!;
        q -= colSq[x - r - 1]!;
      }
      // Ink when v <= mean * (1 + k * (std / 128 - 1)), i.e.
      // v - mean * (1 - k) <= mean * k / 128 * std: squared instead of a
      // square root per pixel (valid as both sides are >= 0 there; k >= 0).
      const inv = invRows * invCols[x]!;
      const mean = s * inv;
      const a = data[base + x]! - mean * keep;
      let ink = a <= 0;
      if (!ink) {
        const c = mean * slope;
        ink = c > 0 && a * a <= c * c * (q * inv - mean * mean);
      }
      out[base + x] = ink ? 0 : 255;
    }
  }
  return { width: w, height: h, data: out };
}
