import type { GreyImage } from './grey-image.ts';

/**
 * Tesseract.js only accepts encoded images. Binary PGM (P5) is a 15-byte
 * header in front of the raw pixels, which Leptonica reads directly: no PNG
 * deflate on the hot path (PNG encoding a 10 Mpx page costs ~100 ms).
 */
export function encodePgm(image: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.width * image.height);
  out.set(header, 0);
  out.set(image.data.subarray(0, image.width * image.height), header.length);
  return out;
}
