/**
 * Synthetic page images for the OCR unit tests: text drawn with
 * @napi-rs/canvas in a system font, optionally rotated with sharp. Not a
 * test file itself (no .test.ts suffix).
 */
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { GreyImage } from './grey-image.ts';
import type { RawImage } from './ocr.types.ts';

export const SAMPLE_LINES = [
  'PAPERBRIDGE TRADING SDN BHD',
  'INVOICE NUMBER 10442',
  'DATE 17/01/2018',
  'COFFEE BEANS 2 x 12.50',
  'DELIVERY CHARGE 5.00',
  'TOTAL AMOUNT 30.00',
  'THANK YOU FOR YOUR ORDER',
];

export interface TextPageOptions {
  lines?: string[];
  fontPx?: number;
  width?: number;
  /** background grey level, or a left-to-right gradient [from, to] */
  background?: number | [number, number];
  ink?: number;
}

export function renderTextPage(opts: TextPageOptions = {}): RawImage {
  const lines = opts.lines ?? SAMPLE_LINES;
  const fontPx = opts.fontPx ?? 28;
  const width = opts.width ?? Math.round(fontPx * 22);
  const lineGap = Math.round(fontPx * 1.6);
  const height = Math.round(lineGap * (lines.length + 2));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const bg = opts.background ?? 255;
  if (typeof bg === 'number') {
    ctx.fillStyle = `rgb(${bg},${bg},${bg})`;
  } else {
    const g = ctx.createLinearGradient(0, 0, width, 0);
    g.addColorStop(0, `rgb(${bg[0]},${bg[0]},${bg[0]})`);
    g.addColorStop(1, `rgb(${bg[1]},${bg[1]},${bg[1]})`);
    ctx.fillStyle = g;
  }
  ctx.fillRect(0, 0, width, height);
  const ink = opts.ink ?? 20;
  ctx.fillStyle = `rgb(${ink},${ink},${ink})`;
  ctx.font = `${fontPx}px "Liberation Mono"`;
  ctx.textBaseline = 'top';
  lines.forEach((line, i) => ctx.fillText(line, fontPx, lineGap * (i + 1)));
  const pixels = ctx.getImageData(0, 0, width, height).data;
  return { width, height, channels: 4, data: new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength) };
}

/** Rotate clockwise by any angle on a white background (sharp), returning RGB. */
export async function rotateRaw(image: RawImage, degrees: number): Promise<RawImage> {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .removeAlpha()
    .rotate(degrees, { background: { r: 255, g: 255, b: 255 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 3, data: new Uint8Array(data) };
}

export function asGrey(image: RawImage): GreyImage {
  const out = new Uint8Array(image.width * image.height);
  for (let i = 0; i < out.length; i++) out[i] = image.data[i * image.channels]!;
  return { width: image.width, height: image.height, data: out };
}

/** Words of `expected` (≥3 chars) found among `found`, as a fraction. */
export function wordRecall(expected: string[], found: string[]): number {
  const want = expected
    .join(' ')
    .split(/\s+/)
    .filter((w) => w.length >= 3);
  const have = new Set(found);
  return want.filter((w) => have.has(w)).length / want.length;
}
