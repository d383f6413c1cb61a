/**
 * The small "analysis image" shared by orientation, skew and text-height
 * detection: the page downscaled to about 1000 px wide and binarised with a
 * local (Sauvola) threshold, reduced to the list of its ink pixels. Local
 * thresholding matters here: receipts are often scanned on a dark table or
 * lid, and a global threshold would call that whole area ink and drown the
 * text lines' projection profile.
 */
import { sauvolaBinarise } from './binarise-image.ts';
import type { GreyImage } from './grey-image.ts';
import { scaleGrey } from './transform-image.ts';

export interface InkPoints {
  /** analysis pixels per source pixel */
  scale: number;
  width: number;
  height: number;
  /** every step-th ink pixel was kept (1 = all) */
  step: number;
  xs: Float32Array;
  ys: Float32Array;
}

const ANALYSIS_WIDTH = 1000;
const MAX_POINTS = 100_000;

export async function inkPoints(image: GreyImage): Promise<InkPoints> {
  const scale = Math.min(1, ANALYSIS_WIDTH / Math.max(image.width, image.height * 0.5));
  const small = await scaleGrey(image, scale);
  const bin = sauvolaBinarise(small, { window: 31, k: 0.3 });
  let count = 0;
  for (let i = 0; i < bin.data.length; i++) if (bin.data[i] === 0) count++;
  // Even subsampling keeps the profile's shape while bounding the cost of
  // scoring ~60 candidate angles.
  const step = Math.max(1, Math.ceil(count / MAX_POINTS));
  const n = Math.floor(count / step);
  const xs = new Float32Array(n);
  const ys = new Float32Array(n);
  let seen = 0;
  let k = 0;
  for (let y = 0; y < bin.height; y++) {
    for (let x = 0; x < bin.width; x++) {
      if (bin.data[y * bin.width + x] !== 0) continue;
      if (seen++ % step === 0 && k < n) {
        xs[k] = x;
        ys[k] = y;
        k++;
      }
    }
  }
  return { scale, width: bin.width, height: bin.height, step, xs, ys };
}
