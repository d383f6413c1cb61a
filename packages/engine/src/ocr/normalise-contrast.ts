/**
 * Contrast normalisation: divide by an estimate of the paper's brightness,
 * then stretch. Receipts are photographed or scanned with shadows, curled
 * edges and tinted paper; flattening the background first lets a faint
 * stroke in a dark corner and a bold one in the light centre end up with
 * similar contrast, which both Tesseract's own threshold and Sauvola need.
 *
 * The background is the local maximum (paper is the brightest thing around)
 * over a window wider than a character, computed on a 1/8-size image and
 * interpolated back: cheap and smooth.
 */
import type { GreyImage } from './grey-image.ts';

const SHIFT = 3;
const FACTOR = 1 << SHIFT;

export function normaliseContrast(image: GreyImage, textHeight: number): GreyImage {
  const { width: w, height: h, data } = image;
  const sw = Math.max(1, Math.ceil(w / FACTOR));
  const sh = Math.max(1, Math.ceil(h / FACTOR));
  // 1. Block maximum at 1/FACTOR scale.
  const small = new Uint8Array(sw * sh);
  for (let y = 0; y < h; y++) {
    const row = (y >> SHIFT) * sw;
    const base = y * w;
    for (let x = 0; x < w; x++) {
      const v = data[base + x]!;
      const i = row + (x >> SHIFT);
      if (v > small[i]!) small[i] = v;
    }
  }
  // 2. Max filter wide enough to bridge a character, then a box blur so the
  //    background has no block edges.
  const radius = Math.max(1, Math.ceil((textHeight * 1.5) / FACTOR));
  const bg = boxBlur(maxFilter(small, sw, sh, radius), sw, sh, radius);
  // 3. Divide by the bilinearly interpolated background and collect a
  //    histogram to stretch. Interpolation is separable: each row blends its
  //    two background rows, then is interpolated along x into a line of
  //    reciprocals, so the pixel loop is one multiplication.
  const x0s = new Int32Array(w);
  const txs = new Float64Array(w);
  for (let x = 0; x < w; x++) {
    const fx = Math.min(sw - 1, Math.max(0, (x + 0.5) / FACTOR - 0.5));
    x0s[x] = fx | 0;
    txs[x] = fx - x0s[x]!;
  }
  const rowBg = new Float64Array(sw + 1);
  const line = new Float64Array(w);
  const out = new Uint8Array(w * h);
  const hist = new Uint32Array(256);
  for (let y = 0; y < h; y++) {
    const fy = Math.min(sh - 1, Math.max(0, (y + 0.5) / FACTOR - 0.5));
    const y0 = fy | 0;
    const y1 = Math.min(sh - 1, y0 + 1);
    const ty = fy - y0;
    for (let i = 0; i < sw; i++) rowBg[i] = bg[y0 * sw + i]! * (1 - ty) + bg[y1 * sw + i]! * ty;
    rowBg[sw] = rowBg[sw - 1]!;
    for (let x = 0; x < w; x++) {
      const i = x0s[x]!;
      const t = txs[x]!;
      const b = rowBg[i]! * (1 - t) + rowBg[i + 1]! * t;
      line[x] = 255 / (b > 16 ? b : 16);
    }
    const base = y * w;
    for (let x = 0; x < w; x++) {
      const q = data[base + x]! * line[x]! + 0.5;
      const v = q >= 255 ? 255 : q | 0;
      out[base + x] = v;
      hist[v]!++;
    }
  }
  // 4. Stretch: the darkest 0.5% of pixels (ink) to black, the median pixel
  //    (paper: ink covers far less than half a page) to white. The division
  //    leaves paper a little below 255 wherever the background estimate
  //    overshoots, e.g. along a shading gradient.
  const n = w * h;
  let acc = 0;
  let lo = 0;
  while (lo < 254 && acc + hist[lo]! < n * 0.005) acc += hist[lo++]!;
  let hi = lo;
  while (hi < 255 && acc + hist[hi]! < n * 0.5) acc += hist[hi++]!;
  if (hi - lo >= 32) {
    const lut = new Uint8Array(256);
    for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.min(255, Math.round(((v - lo) * 255) / (hi - lo))));
    for (let i = 0; i < n; i++) out[i] = lut[out[i]!]!;
  }
  return { width: w, height: h, data: out };
}

function maxFilter(src: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const tmp = new Uint8Array(w * h);
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(w - 1, x + r); k++) m = Math.max(m, src[y * w + k]!);
      tmp[y * w + x] = m;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(h - 1, y + r); k++) m = Math.max(m, tmp[k * w + x]!);
      out[y * w + x] = m;
    }
  }
  return out;
}

function boxBlur(src: Uint8Array, w: number, h: number, r: number): Float32Array {
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      let c = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(w - 1, x + r); k++) {
        s += src[y * w + k]!;
        c++;
      }
      tmp[y * w + x] = s / c;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      let c = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(h - 1, y + r); k++) {
        s += tmp[k * w + x]!;
        c++;
      }
      out[y * w + x] = s / c;
    }
  }
  return out;
}
