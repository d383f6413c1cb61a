import type { RawImage } from './ocr.types.ts';

/** An 8-bit single-channel image; every preparation step works on this shape. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Luma (BT.601 integer weights) without going through sharp: the input is
 * already raw pixels in memory, and a single pass is cheaper than a native
 * round trip for the typical 1-10 Mpx page.
 */
export function toGrey(image: RawImage): GreyImage {
  const { width, height, channels, data } = image;
  if (data.length < width * height * channels) {
    throw new RangeError(`image data has ${data.length} bytes, expected ${width * height * channels}`);
  }
  if (channels === 1) return { width, height, data };
  const out = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < out.length; i++, j += channels) {
    out[i] = (data[j]! * 77 + data[j + 1]! * 150 + data[j + 2]! * 29) >> 8;
  }
  if (channels === 4) {
    // Transparent pixels are paper, not ink: composite onto white.
    for (let i = 0, j = 3; i < out.length; i++, j += 4) {
      const a = data[j]!;
      if (a !== 255) out[i] = (out[i]! * a + 255 * (255 - a)) >> 8;
    }
  }
  return { width, height, data: out };
}

/** Copy of a rectangle, clamped to the image. */
export function cropGrey(image: GreyImage, left: number, top: number, width: number, height: number): GreyImage {
  const x0 = Math.max(0, Math.floor(left));
  const y0 = Math.max(0, Math.floor(top));
  const x1 = Math.min(image.width, Math.ceil(left + width));
  const y1 = Math.min(image.height, Math.ceil(top + height));
  const w = Math.max(1, x1 - x0);
  const h = Math.max(1, y1 - y0);
  const out = new Uint8Array(w * h).fill(255);
  for (let y = 0; y < h && y0 + y < image.height; y++) {
    const start = (y0 + y) * image.width + x0;
    out.set(image.data.subarray(start, start + Math.min(w, image.width - x0)), y * w);
  }
  return { width: w, height: h, data: out };
}
