/**
 * Image files (JPEG, PNG, TIFF including multi-page, WebP, GIF) to raw pixel
 * pages with sharp. EXIF orientation is applied here, so a phone photo
 * taken sideways arrives upright without spending OCR on detecting it.
 */
import sharp from 'sharp';
import { EngineError } from '../errors/engine-error.ts';
import { ocrError } from './ocr-error.ts';
import type { RawImage } from './ocr.types.ts';

/** Pixels (width × height) a page may have before it is decoded; the engine passes its own limit. */
const DEFAULT_MAX_PIXELS = 100_000_000;

export async function loadImageFile(bytes: Uint8Array, opts: { maxPixels?: number } = {}): Promise<RawImage[]> {
  const maxPixels = opts.maxPixels ?? DEFAULT_MAX_PIXELS;
  let pages: number;
  try {
    pages = (await sharp(bytes).metadata()).pages ?? 1;
  } catch (error) {
    throw ocrError('corrupt', `not a readable image: ${(error as Error).message}`, error);
  }
  const out: RawImage[] = [];
  for (let page = 0; page < pages; page++) {
    const decoded = await sharp(bytes, { page, limitInputPixels: maxPixels })
      .rotate() // EXIF auto-orientation
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch((error: Error) => {
        // sharp reads the page's header first and refuses before decoding
        if (/pixel limit/i.test(error.message)) {
          throw new EngineError(
            'resource_limit',
            `page ${page + 1} of the image is larger than the ${maxPixels / 1e6} megapixels allowed`,
            { stage: 'load', cause: error },
          );
        }
        throw error;
      });
    const { data, info } = decoded;
    const channels = info.channels === 2 ? 4 : info.channels;
    out.push({
      width: info.width,
      height: info.height,
      channels: channels as RawImage['channels'],
      // grey+alpha (2 channels) is expanded: RawImage only knows 1, 3 and 4.
      data: info.channels === 2 ? greyAlphaToRgba(data) : new Uint8Array(data.buffer, data.byteOffset, data.length),
    });
  }
  return out;
}

function greyAlphaToRgba(data: Uint8Array): Uint8Array {
  const out = new Uint8Array((data.length / 2) * 4);
  for (let i = 0, j = 0; i < data.length; i += 2, j += 4) {
    out[j] = out[j + 1] = out[j + 2] = data[i]!;
    out[j + 3] = data[i + 1]!;
  }
  return out;
}
