/**
 * The image of a scanned PDF page. A scanner's PDF is one full-page image,
 * so taking that image's own pixels is exact and ~10x cheaper than
 * rendering; anything else (several images, text, vector content, a
 * rotated or flipped placement) is rendered at ~300 dpi with
 * @napi-rs/canvas, the canvas pdf.js itself uses in Node.
 */
import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
// the engine's copy of the operator codes: a static import of pdf.js would load it, and its polyfills, on its own
import { OPS } from '../load/pdfjs-ops.ts';
import type { RawImage } from './ocr.types.ts';
import { toGrey } from './grey-image.ts';
import { rotateRightAngle } from './transform-image.ts';

export const RENDER_DPI = 300;
/** Largest rendered side; a poster-sized page must not allocate gigabytes. */
const MAX_RENDER_SIDE = 7000;
/** How far the image's edges may be from the page's, as a fraction of the page. */
const COVER_TOLERANCE = 0.02;

type Matrix = [number, number, number, number, number, number];

interface PdfImageData {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

export async function pageImageFromPdf(page: PDFPageProxy): Promise<RawImage> {
  const embedded = await coveringImage(page);
  if (embedded) return embedded;
  return renderPage(page);
}

/** The single image that covers the whole page, in page orientation, or undefined. */
async function coveringImage(page: PDFPageProxy): Promise<RawImage | undefined> {
  const ops = await page.getOperatorList();
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  const images: { name: string; ctm: Matrix }[] = [];
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintImageXObject) images.push({ name: String(args[0]), ctm });
    else if (
      fn === OPS.paintInlineImageXObject ||
      fn === OPS.paintImageMaskXObject ||
      fn === OPS.showText ||
      fn === OPS.constructPath
    ) {
      // Other visible content would be lost if we took only the image.
      if (fn !== OPS.constructPath || images.length > 0) return undefined;
    }
  }
  if (images.length !== 1) return undefined;
  const { name, ctm: m } = images[0]!;
  // Only the plain placement (no rotation, no flip) maps image rows to page rows directly.
  if (Math.abs(m[1]) > 1e-6 || Math.abs(m[2]) > 1e-6 || m[0] <= 0 || m[3] <= 0) return undefined;
  const [vx0, vy0, vx1, vy1] = page.view as [number, number, number, number];
  const pw = vx1 - vx0;
  const ph = vy1 - vy0;
  const fits =
    Math.abs(m[4] - vx0) <= pw * COVER_TOLERANCE &&
    Math.abs(m[5] - vy0) <= ph * COVER_TOLERANCE &&
    Math.abs(m[4] + m[0] - vx1) <= pw * COVER_TOLERANCE &&
    Math.abs(m[5] + m[3] - vy1) <= ph * COVER_TOLERANCE;
  if (!fits) return undefined;
  const obj = await getObject(page, name);
  const raw = obj && toRawImage(obj);
  if (!raw) return undefined;
  const turn = (((page.rotate % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  if (turn === 0) return raw;
  // /Rotate turns the displayed page clockwise; turn the pixels the same way.
  return { ...rotateRightAngle(toGrey(raw), turn), channels: 1 };
}

function getObject(page: PDFPageProxy, name: string): Promise<PdfImageData | undefined> {
  // Images shared between pages live in commonObjs ("g_" prefix).
  const store = name.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), 10_000);
    store.get(name, (value: unknown) => {
      clearTimeout(timer);
      resolve(value as PdfImageData | undefined);
    });
  });
}

/** pdf.js ImageKind: 1 = 1 bit grey (rows padded to bytes), 2 = RGB, 3 = RGBA. */
function toRawImage(img: PdfImageData): RawImage | undefined {
  const { width, height, kind, data } = img;
  if (!data || !width || !height) return undefined; // e.g. decoded to an ImageBitmap
  const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (kind === 2 && pixels.length >= width * height * 3) return { width, height, channels: 3, data: pixels };
  if (kind === 3 && pixels.length >= width * height * 4) return { width, height, channels: 4, data: pixels };
  if (kind === 1) {
    const stride = Math.ceil(width / 8);
    const grey = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        grey[y * width + x] = (pixels[y * stride + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
      }
    }
    return { width, height, channels: 1, data: grey };
  }
  return undefined;
}

async function renderPage(page: PDFPageProxy): Promise<RawImage> {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(RENDER_DPI / 72, MAX_RENDER_SIDE / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: ctx as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  const pixels = ctx.getImageData(0, 0, width, height).data;
  return { width, height, channels: 4, data: new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength) };
}

function multiply(a: Matrix, b: Matrix): Matrix {
  // pdf.js applies `transform` args as ctm = ctm x args (args in the inner space).
  return [
    b[0] * a[0] + b[1] * a[2],
    b[0] * a[1] + b[1] * a[3],
    b[2] * a[0] + b[3] * a[2],
    b[2] * a[1] + b[3] * a[3],
    b[4] * a[0] + b[5] * a[2] + a[4],
    b[4] * a[1] + b[5] * a[3] + a[5],
  ];
}
