import { constants, createDeflate, deflateSync } from 'node:zlib';

/**
 * Hostile inputs for the containment tests, built by hand: small files that claim or inflate to
 * gigabytes. Nothing here ever holds more than a few megabytes.
 */

const MiB = 1024 * 1024;

/**
 * A zlib stream that inflates to `total` zero bytes (a multiple of 1 MiB), without compressing them:
 * deflate flushed after each MiB of zeros emits the same bytes for every MiB once its window is all
 * zeros, so the stream is the first MiB's output, that unit repeated, a final empty block and the
 * Adler-32 of `total` zeros (a = 1, b = total mod 65521). About 1 KB per MiB.
 */
export async function zlibOfZeros(total: number): Promise<Buffer> {
  const count = total / MiB;
  if (!Number.isInteger(count) || count < 3) throw new Error('total must be at least 3 MiB, in whole MiB');
  const d = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  d.on('data', (c: Buffer) => out.push(c));
  const flushed = (): Promise<Buffer> =>
    new Promise((resolve) => d.flush(constants.Z_SYNC_FLUSH, () => resolve(Buffer.concat(out.splice(0)))));
  const zeros = Buffer.alloc(MiB);
  const parts: Buffer[] = [];
  for (let i = 0; i < 3; i++) {
    d.write(zeros);
    parts.push(await flushed());
  }
  d.destroy();
  const [first, unit, again] = parts as [Buffer, Buffer, Buffer];
  if (!unit.equals(again)) throw new Error('deflate did not repeat itself; the bomb cannot be built this way');
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([first, ...Array.from({ length: count - 1 }, () => unit), Buffer.from([0x03, 0x00]), adler]);
}

/** The PDF filter chain of `deflatedZeros`. */
export const BOMB_FILTER = '/Filter [/FlateDecode /FlateDecode /FlateDecode]';

/** Deflated three times (4 GiB: 4 MB, then 10 KB, then 260 bytes): a few hundred bytes that inflate to `total`. */
export async function deflatedZeros(total: number): Promise<Buffer> {
  return deflateSync(deflateSync(await zlibOfZeros(total), { level: 9 }), { level: 9 });
}

type PdfObject = string | { dict: string; data: Buffer };

/** A PDF from its objects (numbered from 1; object 1 is the catalog), with a correct cross-reference table. */
export function rawPdf(objects: PdfObject[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(length);
    if (typeof o === 'string') {
      push(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1'));
    } else {
      push(Buffer.from(`${i + 1} 0 obj\n<< ${o.dict} /Length ${o.data.length} >>\nstream\n`, 'latin1'));
      push(o.data);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xref = length;
  const table = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
const pages = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';

/** One page whose content stream inflates to `total` bytes. */
export async function contentBombPdf(total = 4096 * MiB): Promise<Uint8Array> {
  return rawPdf([
    catalog,
    pages,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    { dict: BOMB_FILTER, data: await deflatedZeros(total) },
  ]);
}

/** One page without text showing one grey image XObject across the page (so the page goes to OCR). */
export async function imageBombPdf(width: number, height: number, total = 4096 * MiB): Promise<Uint8Array> {
  return rawPdf([
    catalog,
    pages,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
    { dict: '', data: Buffer.from('q 612 0 0 792 0 0 cm /Im0 Do Q\n', 'latin1') },
    {
      dict: `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 ${BOMB_FILTER}`,
      data: await deflatedZeros(total),
    },
  ]);
}

/** A PNG whose IHDR claims width × height, with a tiny (truncated) IDAT: a valid header, no pixels to speak of. */
export function pngHeader(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit grey, deflate, no interlace
  const idat = deflateSync(Buffer.alloc(1024));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', idat),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A JPEG whose baseline frame header (SOF0) claims width × height (16 bits each: at most 65,535). */
export function jpegHeader(width: number, height: number): Uint8Array {
  const sof = [
    0xff,
    0xc0,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x01,
    0x01,
    0x11,
    0x00,
  ];
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x10,
    0x4a,
    0x46,
    0x49,
    0x46,
    0x00,
    0x01,
    0x01,
    0x00,
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x00,
    ...sof,
    0xff,
    0xd9,
  ]);
}

/** A little-endian TIFF whose first IFD claims width × height. */
export function tiffHeader(width: number, height: number): Uint8Array {
  const b = Buffer.alloc(8 + 2 + 12 * 2 + 4);
  b.write('II', 0, 'latin1');
  b.writeUInt16LE(42, 2);
  b.writeUInt32LE(8, 4);
  b.writeUInt16LE(2, 8);
  [
    [256, width],
    [257, height],
  ].forEach(([tag, value], i) => {
    const e = 10 + i * 12;
    b.writeUInt16LE(tag!, e);
    b.writeUInt16LE(4, e + 2); // LONG
    b.writeUInt32LE(1, e + 4);
    b.writeUInt32LE(value!, e + 8);
  });
  return new Uint8Array(b);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** One page whose small content stream makes `ops` operators (pdf.js keeps each in its operator list): heap, not buffers. */
export function operatorHeavyPdf(ops: number): Uint8Array {
  return rawPdf([
    catalog,
    pages,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    {
      dict: '/Filter /FlateDecode',
      data: deflateSync(Buffer.from('1 0 0 1 0 0 cm\n'.repeat(ops), 'latin1'), { level: 9 }),
    },
  ]);
}
