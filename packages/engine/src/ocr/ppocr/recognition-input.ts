/**
 * Recognition input: each text box cut from the page at full resolution and
 * resampled to the network's height (48 px) keeping its aspect, normalised to
 * -1..1 (PP-OCR's (v / 255 - 0.5) / 0.5), left-aligned in a batch padded with
 * 0 (mid-grey after normalisation, as PP-OCR pads) to the widest line.
 */
import type { GreyImage } from '../grey-image.ts';

export const REC_HEIGHT = 48;
/** A line wider than 60 × its height is cut off there: it bounds one batch's memory (a 48 × 2880 tensor). */
const MAX_RATIO = 60;

export interface PixelRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The width a box is resampled to at the network's height. */
export function recognitionWidth(box: PixelRect): number {
  const w = Math.max(1, box.x1 - box.x0);
  const h = Math.max(1, box.y1 - box.y0);
  return Math.max(8, Math.min(REC_HEIGHT * MAX_RATIO, Math.round((REC_HEIGHT * w) / h)));
}

/**
 * Fill `out` (one line's 3 × 48 × batchWidth plane set) with the box's pixels resampled to
 * `width` × 48. Each output pixel averages a k × k grid of bilinear samples over its footprint, so
 * reducing a large scan's 150 px text to 48 px does not alias.
 */
export function writeRecognitionLine(
  page: GreyImage,
  box: PixelRect,
  width: number,
  out: Float32Array,
  offset: number,
  batchWidth: number,
): void {
  const plane = REC_HEIGHT * batchWidth;
  const sx = (box.x1 - box.x0) / width;
  const sy = (box.y1 - box.y0) / REC_HEIGHT;
  const kx = Math.max(1, Math.ceil(sx));
  const ky = Math.max(1, Math.ceil(sy));
  const { data, width: pw, height: ph } = page;
  const sample = (x: number, y: number): number => {
    const cx = Math.min(pw - 1, Math.max(0, x));
    const cy = Math.min(ph - 1, Math.max(0, y));
    const x0 = Math.floor(cx),
      y0 = Math.floor(cy);
    const x1 = Math.min(pw - 1, x0 + 1),
      y1 = Math.min(ph - 1, y0 + 1);
    const fx = cx - x0,
      fy = cy - y0;
    const top = data[y0 * pw + x0]! * (1 - fx) + data[y0 * pw + x1]! * fx;
    const bottom = data[y1 * pw + x0]! * (1 - fx) + data[y1 * pw + x1]! * fx;
    return top * (1 - fy) + bottom * fy;
  };
  for (let y = 0; y < REC_HEIGHT; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let j = 0; j < ky; j++) {
        const fy = box.y0 + (y + (j + 0.5) / ky) * sy - 0.5;
        for (let i = 0; i < kx; i++) sum += sample(box.x0 + (x + (i + 0.5) / kx) * sx - 0.5, fy);
      }
      const v = sum / (kx * ky) / 127.5 - 1;
      const at = offset + y * batchWidth + x;
      out[at] = v;
      out[at + plane] = v;
      out[at + 2 * plane] = v;
    }
  }
}
