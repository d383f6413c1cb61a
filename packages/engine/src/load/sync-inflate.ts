import { brotliDecompressSync, inflateSync } from 'node:zlib';

const Platform = globalThis.DecompressionStream;

/**
 * pdf.js 5 inflates every Flate stream (each content stream, on every parse of
 * a page) through the web DecompressionStream. In Node that is a zlib stream
 * per PDF stream, with chunking, promises and a thread-pool hop; it was the
 * largest single cost of text extraction. This replacement is still a real
 * web TransformStream (so any other user in the process sees the same API and
 * bytes) but inflates the buffered input in one synchronous call at the end.
 * Corrupt data errors the stream as before, and pdf.js then falls back to its
 * own tolerant decoder. Formats other than 'deflate' and 'brotli' use the
 * platform's stream.
 */
function decompressionStream(format: string): TransformStream<Uint8Array, Uint8Array> {
  const chunks: Buffer[] = [];
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk) {
      chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    },
    flush(controller) {
      const input = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const out = format === 'brotli' ? brotliDecompressSync(input) : inflateSync(input);
      controller.enqueue(new Uint8Array(out.buffer, out.byteOffset, out.byteLength));
    },
  });
}

let installed = false;

export function installSyncInflate(): void {
  if (installed || !Platform) return;
  installed = true;
  const Patched = function DecompressionStream(format: CompressionFormat | 'brotli') {
    return format === 'deflate' || format === 'brotli' ? decompressionStream(format) : new Platform(format as CompressionFormat);
  };
  globalThis.DecompressionStream = Patched as unknown as typeof DecompressionStream;
}
