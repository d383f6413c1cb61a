import { brotliDecompressSync, inflateSync } from 'node:zlib';
import type { EngineError } from '../errors/engine-error.ts';
import { DecodeBudget } from '../limits/decode-budget.ts';

/**
 * What the engine's copy of pdf.js calls back into (see pdfjs-worker-source.ts): the one place where
 * every decoded stream and every image size passes. Limits are those of the documents being read in
 * this thread; a pool thread reads one document at a time, so they are exact there (documents read at
 * once in one thread share one account). With no document open, the default limits apply.
 */
const active = new Set<DecodeBudget>();
const outside = new DecodeBudget();

/** Runs `work` with `budget` counting what pdf.js decodes in this thread. */
export async function withDecodeBudget<T>(budget: DecodeBudget, work: () => Promise<T>): Promise<T> {
  active.add(budget);
  try {
    return await work();
  } finally {
    active.delete(budget);
  }
}

/** Every open budget is told; the first refusal is thrown once all have counted. */
function eachBudget(fn: (b: DecodeBudget) => void): void {
  if (!active.size) {
    // nothing to account to: only the per-stream and per-image limits, never recorded
    const probe = new DecodeBudget(outside.limits);
    fn(probe);
    return;
  }
  let refusal: EngineError | null = null;
  for (const b of active) {
    try {
      fn(b);
    } catch (e) {
      refusal ??= e as EngineError;
    }
  }
  if (refusal) throw refusal;
}

const allowance = (): number =>
  active.size ? Math.min(...[...active].map((b) => b.allowance())) : outside.allowance();

/**
 * Images the text pass left out undecoded, counted up for ever in this thread: a page whose operator
 * list was built between two readings that differ painted one (concurrent documents in one thread can
 * only make a page look as if it had one, never hide one).
 */
let imagesLeftOut = 0;
export const imagesLeftOutSoFar = (): number => imagesLeftOut;
/** An image under 32 pixels on a side (a spacer, a bullet, an icon) holds no line of text OCR could read. */
const READABLE_IMAGE_SIDE = 32;

export const pdfjsHooks = {
  /** the text pass (maxImageSize 0) drops an image of width × height pixels without decoding it */
  imageLeftOut(width: number, height: number): void {
    if (width >= READABLE_IMAGE_SIDE && height >= READABLE_IMAGE_SIDE) imagesLeftOut++;
  },

  /**
   * Font: a TrueType program (glyf outlines, no CFF) in a PDF that gives its own ToUnicode map is only ever
   * rebuilt for a canvas: every glyph's text comes from the map and its width from the PDF's widths, and
   * pdf.js changes neither when it repairs the program (adjustTrueTypeToUnicode leaves an included map
   * alone). The text pass skips the repair (and inflating the program), a long document's largest cost in
   * pdf.js after its content streams. Anything else (CFF inside, a collection, no map) is repaired as before.
   */
  textNeedsNoFontProgram(file: PeekableStream, properties: { hasIncludedToUnicodeMap?: boolean }): boolean {
    if (!properties.hasIncludedToUnicodeMap) return false;
    const head = file.peekBytes(12);
    if (head.length < 12) return false;
    const version = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
    if (version !== 0x00010000 && version !== 0x74727565 /* 'true' */) return false;
    const tables = (head[4]! << 8) | head[5]!;
    if (tables === 0 || tables > MAX_FONT_TABLES) return false;
    const dir = file.peekBytes(12 + 16 * tables);
    if (dir.length < 12 + 16 * tables) return false;
    let glyf = false;
    for (let i = 12; i < dir.length; i += 16) {
      const tag = String.fromCharCode(dir[i]!, dir[i + 1]!, dir[i + 2]!, dir[i + 3]!);
      if (tag === 'CFF ' || tag === 'CFF2') return false;
      if (tag === 'glyf') glyf = true;
    }
    return glyf;
  },

  /** DecodeStream.ensureBuffer: a stream's buffer grows to `requested` bytes, `added` more than before */
  allocate(requested: number, added: number): void {
    eachBudget((b) => b.charge(requested, added));
  },

  /** an image (or mask, or JPEG frame) of width × height pixels is about to be decoded */
  imagePixels(width: number, height: number): void {
    eachBudget((b) => b.imagePixels(width, height));
  },

  /**
   * pdf.js inflates Flate (and Brotli) streams through a web DecompressionStream: in Node a zlib
   * stream per PDF stream, with chunking, promises and a thread-pool hop, once the largest single cost
   * of text extraction. Here the whole stream is inflated in one synchronous call, stopped at the bytes
   * the document may still decode (null for other formats: pdf.js's own way). Corrupt data throws, and
   * pdf.js falls back to its own tolerant decoder, as when its stream errors; over a limit, that decoder
   * is refused at its first buffer (the refusal is recorded).
   */
  inflate(format: string, input: Uint8Array): Uint8Array | null {
    if (format !== 'deflate' && format !== 'brotli') return null;
    const limit = allowance();
    const buffer = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
    let out: Buffer;
    try {
      const opts = { maxOutputLength: Math.max(1, limit) };
      out = format === 'brotli' ? brotliDecompressSync(buffer, opts) : inflateSync(buffer, opts);
    } catch (e) {
      // more than `limit` bytes: every budget counts at least that much, and the smallest refuses
      if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        eachBudget((b) => b.charge(limit + 1, limit + 1));
      throw e;
    }
    eachBudget((b) => b.charge(out.length, out.length));
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  },
};

/** pdf.js's BaseStream, as far as the font check reads it: peekBytes leaves the stream where it was. */
interface PeekableStream {
  peekBytes(length: number): Uint8Array;
}

/** A TrueType table directory holds a few dozen tables; more is no font this check vouches for. */
const MAX_FONT_TABLES = 64;

export type PdfjsHooks = typeof pdfjsHooks;
