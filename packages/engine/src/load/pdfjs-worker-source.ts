import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import type { PdfjsHooks } from './pdfjs-hooks.ts';

/**
 * pdf.js's parser ("worker") bundle, loaded as the engine's own copy with a few calls into
 * pdfjs-hooks.ts. pdf.js decodes streams and images inside classes it does not export, and the only
 * other way in, replacing the web `DecompressionStream` for the whole process, is what the engine
 * must not do to a process that imports it. Each edit must match exactly once: an upgrade of pdf.js
 * that moves one fails loudly here (and in the tests), never silently without limits.
 */
const EDITS: { what: string; find: string; replace: string }[] = [
  {
    what: 'Flate/Brotli streams inflate through the capped synchronous fast path',
    find: '} = new DecompressionStream(name);',
    replace: '} = __paperbridge.decompressionStream(name);',
  },
  {
    what: "every stream decoder's buffer growth is counted and capped (Flate fallback, LZW, predictors, ASCII85, …)",
    find: '    const buffer2 = new Uint8Array(size);\n    buffer2.set(buffer);\n    return this.buffer = buffer2;',
    replace: '    __paperbridge.allocate(requested, size - buffer.byteLength);\n    const buffer2 = new Uint8Array(size);\n    buffer2.set(buffer);\n    return this.buffer = buffer2;',
  },
  {
    what: 'an image or soft mask is refused over the pixel limit before it is decoded',
    find: '    this.width = width;\n    this.height = height;\n    this.interpolate = dict.get("I", "Interpolate");',
    replace: '    __paperbridge.imagePixels(width, height);\n    this.width = width;\n    this.height = height;\n    this.interpolate = dict.get("I", "Interpolate");',
  },
  {
    what: 'an image mask is refused over the pixel limit before it is decoded',
    find: '    const width = dict.get("W", "Width");\n    const height = dict.get("H", "Height");\n    const interpolate = dict.get("I", "Interpolate");\n    const decode = dict.getArray("D", "Decode");',
    replace: '    const width = dict.get("W", "Width");\n    const height = dict.get("H", "Height");\n    __paperbridge.imagePixels(width, height);\n    const interpolate = dict.get("I", "Interpolate");\n    const decode = dict.getArray("D", "Decode");',
  },
  {
    what: "a JPEG's own frame size (it may differ from the image dictionary's) is refused over the pixel limit",
    find: '          frame.samplesPerLine = readUint16(data, offset);\n',
    replace: '          frame.samplesPerLine = readUint16(data, offset);\n          __paperbridge.imagePixels(frame.samplesPerLine, frame.scanLines);\n',
  },
  { what: 'the module becomes a function body', find: '\nexport { WorkerMessageHandler };', replace: '\nreturn { WorkerMessageHandler };' },
];

export interface PdfjsWorkerModule {
  WorkerMessageHandler: { initializeFromPort(port: unknown): void };
}

export function patchWorkerSource(source: string): string {
  let out = source;
  for (const e of EDITS) {
    const count = out.split(e.find).length - 1;
    if (count !== 1) throw new Error(`pdf.js's worker bundle no longer matches the engine's resource-limit edit (${e.what}): found ${count} times`);
    out = out.replace(e.find, () => e.replace);
  }
  return out;
}

export function loadPatchedWorker(hooks: PdfjsHooks): PdfjsWorkerModule {
  const file = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const url = pathToFileURL(file).href;
  // an ES module compiled as a strict function: `import.meta.url` (emscripten's script name) becomes a parameter
  const body = '"use strict";' + patchWorkerSource(readFileSync(file, 'utf8')).replaceAll('import.meta.url', '__moduleUrl');
  const fn = vm.compileFunction(body, ['__paperbridge', '__moduleUrl'], { filename: `${file} (paperbridge limits)` });
  return fn(hooks, url) as PdfjsWorkerModule;
}
