/**
 * Image files (JPEG, PNG, TIFF including multi-page, WebP, GIF) to raw pixel
 * pages with sharp. EXIF orientation is applied here, so a phone photo
 * taken sideways arrives upright without spending OCR on detecting it.
 */
import sharp from 'sharp';
import { ocrError } from './ocr-error.ts';
import type { RawImage } from './ocr.types.ts';

export async function loadImageFile(bytes: Uint8Array): Promise<RawImage[]> {
  let pages: number;
  try {
    pages = (await sharp(bytes).metadata()).pages ?? 1;
  } catch (error) {
    throw ocrError('corrupt', `not a readable image: ${(error as Error).message}`, error);
  }
  const out: RawImage[] = [];
  for (let page = 0; page < pages; page++) {
    const { data, info } = await sharp(bytes, { page, limitInputPixels: 300_000_000 })
      .rotate() // EXIF auto-orientation
      .raw()
      .toBuffer({ resolveWithObject: true });
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
