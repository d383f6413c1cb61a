import type { DocumentType } from '@paperbridge/contracts';

/**
 * An image file's width and height from its header alone, so that a photo claiming billions of pixels
 * is refused before any decoder allocates for it. null when the header does not say (the decoder's own
 * pixel limit then applies). PNG: IHDR; JPEG: the first SOF marker; TIFF: the first IFD.
 */
export function readImageSize(bytes: Uint8Array, type: DocumentType): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (type === 'png') return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
    if (type === 'jpeg') return jpegSize(bytes, view);
    if (type === 'tiff') return tiffSize(view);
  } catch {
    // a header cut short: let the decoder report it
  }
  return null;
}

/** SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size. */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    } // fill byte
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end, or scan data before any frame header
    const length = view.getUint16(at + 2);
    if (isSof(marker)) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + length;
  }
  return null;
}

function tiffSize(view: DataView): { width: number; height: number } | null {
  const little = view.getUint8(0) === 0x49;
  const u16 = (o: number) => view.getUint16(o, little);
  const u32 = (o: number) => view.getUint32(o, little);
  const ifd = u32(4);
  const entries = u16(ifd);
  let width: number | null = null,
    height: number | null = null;
  for (let i = 0; i < entries; i++) {
    const e = ifd + 2 + i * 12;
    const tag = u16(e),
      kind = u16(e + 2);
    const value = kind === 3 ? u16(e + 8) : kind === 4 ? u32(e + 8) : null;
    if (tag === 256) width = value;
    if (tag === 257) height = value;
  }
  return width !== null && height !== null ? { width, height } : null;
}
