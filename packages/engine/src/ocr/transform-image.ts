/**
 * Geometric transforms of grey images through sharp (libvips): resampling
 * and rotation in native code are 10-50x faster than JS loops, and raw
 * pixels go in and out, so nothing is encoded.
 */
import sharp from 'sharp';
import type { GreyImage } from './grey-image.ts';

function input(image: GreyImage): sharp.Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });
}

async function output(pipeline: sharp.Sharp): Promise<GreyImage> {
  const { data, info } = await pipeline.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** Resize by a factor; cubic when enlarging (keeps stroke edges smooth for Tesseract's own thresholding). */
export async function scaleGrey(image: GreyImage, factor: number): Promise<GreyImage> {
  if (Math.abs(factor - 1) < 0.02) return image;
  const width = Math.max(1, Math.round(image.width * factor));
  const height = Math.max(1, Math.round(image.height * factor));
  return output(input(image).resize(width, height, { fit: 'fill', kernel: factor > 1 ? 'cubic' : 'lanczos3' }));
}

/**
 * Rotate clockwise by `degrees` (any angle); the canvas grows to fit and the
 * new corners are paper-white so they read as background, not ink.
 */
export async function rotateGrey(image: GreyImage, degrees: number): Promise<GreyImage> {
  const d = ((degrees % 360) + 360) % 360;
  if (d === 0) return image;
  if (d === 90 || d === 180 || d === 270) return rotateRightAngle(image, d);
  return output(input(image).rotate(degrees, { background: { r: 255, g: 255, b: 255 } }));
}

/**
 * Size of the canvas `rotateGrey` produces for a w x h image (sharp grows it
 * to the rotated bounding box; it rounds to within a pixel of this).
 */
export function rotatedSize(width: number, height: number, degrees: number): { width: number; height: number } {
  if (degrees === 0) return { width, height };
  const r = (degrees * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  return { width: Math.round(width * c + height * s), height: Math.round(width * s + height * c) };
}

/** A vector from the image centre after `rotateGrey(image, degrees)` (clockwise, y down). */
export function rotateVector(x: number, y: number, degrees: number): { x: number; y: number } {
  if (degrees === 0) return { x, y };
  const r = (degrees * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return { x: x * c - y * s, y: x * s + y * c };
}

/** Exact quarter turns in JS: no resampling, and cheaper than a native round trip. */
export function rotateRightAngle(image: GreyImage, degrees: 90 | 180 | 270): GreyImage {
  const { width: w, height: h, data } = image;
  const out = new Uint8Array(w * h);
  if (degrees === 180) {
    for (let i = 0, n = w * h; i < n; i++) out[n - 1 - i] = data[i]!;
    return { width: w, height: h, data: out };
  }
  // Clockwise 90: source (x, y) -> target (h-1-y, x) in a h-wide image.
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = data[y * w + x]!;
      if (degrees === 90) out[x * h + (h - 1 - y)] = v;
      else out[(w - 1 - x) * h + y] = v;
    }
  }
  return { width: h, height: w, data: out };
}

/** Resize to an exact size (the detector needs sides that are multiples of 32). */
export async function resizeGrey(image: GreyImage, width: number, height: number): Promise<GreyImage> {
  if (width === image.width && height === image.height) return image;
  const kernel = width > image.width ? 'cubic' : 'lanczos3';
  return output(input(image).resize(width, height, { fit: 'fill', kernel }));
}
