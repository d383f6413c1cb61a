import { createRequire } from 'node:module';
import { compileBundle } from './compile-bundle.ts';
import { NO_RESPONSE_POLYFILL } from './pdfjs-display-source.ts';
import type { PdfjsHooks } from './pdfjs-hooks.ts';
import type { SourceEdit } from './patch-source.ts';

/**
 * pdf.js's parser ("worker") bundle, loaded as the engine's own copy with a few calls into
 * pdfjs-hooks.ts. pdf.js decodes streams and images inside classes it does not export, and the only
 * other way in, replacing the web `DecompressionStream` for the whole process, is what the engine
 * must not do to a process that imports it. Each edit must match exactly once: an upgrade of pdf.js
 * that moves one fails loudly here (and in the tests), never silently without limits.
 */
export const WORKER_EDITS: SourceEdit[] = [
  {
    what: 'Flate/Brotli streams inflate in one capped synchronous call (no web stream per PDF stream)',
    find: '    try {\n      const {\n        readable,\n        writable\n      } = new DecompressionStream(name);',
    replace:
      '    try {\n      const inflated = __paperbridge.inflate(name, bytes);\n      if (inflated) return { decompressed: inflated, compressed: bytes };\n      const {\n        readable,\n        writable\n      } = new DecompressionStream(name);',
  },
  {
    what: 'a text pass (opened with maxImageSize 0: it paints nothing) builds no glyph outlines for a canvas',
    find: '|| font.disableFontFace) {\n        PartialEvaluator.buildFontPaths(font, glyphs, this.handler, this.options);',
    replace:
      '|| font.disableFontFace && this.options.maxImageSize !== 0) {\n        PartialEvaluator.buildFontPaths(font, glyphs, this.handler, this.options);',
  },
  {
    what: 'a text pass builds no TrueType font program when the PDF maps every code to Unicode itself: the text needs none of it',
    find: '          data = this.checkAndRepair(name, file, properties);',
    replace:
      '          data = evaluatorOptions.maxImageSize === 0 && __paperbridge.textNeedsNoFontProgram(file, properties) ? undefined : this.checkAndRepair(name, file, properties);',
  },
  {
    what: "pdf.js's own Brotli decoder (tables built at load, 30 ms a thread) is built on its first use, if ever",
    find: 'let BrotliDecode = makeBrotliDecode();',
    replace: 'let BrotliDecode = (...args) => (BrotliDecode = makeBrotliDecode())(...args);',
  },
  {
    what: "every stream decoder's buffer growth is counted and capped (Flate fallback, LZW, predictors, ASCII85, …)",
    find: '    const buffer2 = new Uint8Array(size);\n    buffer2.set(buffer);\n    return this.buffer = buffer2;',
    replace:
      '    __paperbridge.allocate(requested, size - buffer.byteLength);\n    const buffer2 = new Uint8Array(size);\n    buffer2.set(buffer);\n    return this.buffer = buffer2;',
  },
  {
    what: 'an image or soft mask is refused over the pixel limit before it is decoded',
    find: '    this.width = width;\n    this.height = height;\n    this.interpolate = dict.get("I", "Interpolate");',
    replace:
      '    __paperbridge.imagePixels(width, height);\n    this.width = width;\n    this.height = height;\n    this.interpolate = dict.get("I", "Interpolate");',
  },
  {
    what: 'an image mask is refused over the pixel limit before it is decoded',
    find: '    const width = dict.get("W", "Width");\n    const height = dict.get("H", "Height");\n    const interpolate = dict.get("I", "Interpolate");\n    const decode = dict.getArray("D", "Decode");',
    replace:
      '    const width = dict.get("W", "Width");\n    const height = dict.get("H", "Height");\n    __paperbridge.imagePixels(width, height);\n    const interpolate = dict.get("I", "Interpolate");\n    const decode = dict.getArray("D", "Decode");',
  },
  {
    what: "a JPEG's own frame size (it may differ from the image dictionary's) is refused over the pixel limit",
    find: '          frame.samplesPerLine = readUint16(data, offset);\n',
    replace:
      '          frame.samplesPerLine = readUint16(data, offset);\n          __paperbridge.imagePixels(frame.samplesPerLine, frame.scanLines);\n',
  },
  {
    what: 'an image the text pass leaves out is still counted (a page of images is a page for OCR)',
    find: '      const msg = "Image exceeded maximum allowed size and was removed.";',
    replace:
      '      __paperbridge.imageLeftOut(w, h);\n      const msg = "Image exceeded maximum allowed size and was removed.";',
  },
  NO_RESPONSE_POLYFILL,
];

export interface PdfjsWorkerModule {
  WorkerMessageHandler: { initializeFromPort(port: unknown): void };
}

export function loadPatchedWorker(hooks: PdfjsHooks): PdfjsWorkerModule {
  const file = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
  return compileBundle<PdfjsWorkerModule>(file, WORKER_EDITS, { __paperbridge: hooks });
}
