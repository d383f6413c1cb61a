import { compileBundle } from './compile-bundle.ts';
import { lazyCanvasGlobals } from './lazy-canvas-globals.ts';
import type { SourceEdit } from './patch-source.ts';

/**
 * pdf.js's `Response.prototype.bytes` polyfill (both bundles) reads the global `Response`, which in Node
 * loads the whole of undici (fetch) on first access: about 45 ms of each pool thread's start, for a method
 * only pdf.js's network loading and its saving of annotations call, neither of which the engine uses. The
 * engine also leaves the process's `Response` as it found it.
 */
export const NO_RESPONSE_POLYFILL: SourceEdit = {
  what: 'Response.prototype.bytes is not polyfilled (reading Response loads undici)',
  find: 'if (typeof Response.prototype.bytes !== "function") {',
  replace: 'if (false) {',
};

/**
 * Edits of pdf.js's display bundle (pdf.mjs): what it loads as it starts that a text pass never uses is
 * loaded when first used instead. Each must match exactly once (patch-source.ts).
 */
export const DISPLAY_EDITS: SourceEdit[] = [
  NO_RESPONSE_POLYFILL,
  {
    what: '@napi-rs/canvas (DOMMatrix, ImageData, Path2D) is loaded on first use of one of them (lazy-canvas-globals.ts)',
    find: [
      'if (isNodeJS) {',
      '  let canvas;',
      '  try {',
      '    const require = process.getBuiltinModule("module").createRequire(import.meta.url);',
      '    try {',
      '      canvas = require("@napi-rs/canvas");',
      '    } catch (ex) {',
      '      warn(`Cannot load "@napi-rs/canvas" package: "${ex}".`);',
      '    }',
      '  } catch (ex) {',
      '    warn(`Cannot access the \\`require\\` function: "${ex}".`);',
      '  }',
      '  if (!globalThis.DOMMatrix) {',
      '    if (canvas?.DOMMatrix) {',
      '      globalThis.DOMMatrix = canvas.DOMMatrix;',
      '    } else {',
      '      warn("Cannot polyfill `DOMMatrix`, rendering may be broken.");',
      '    }',
      '  }',
      '  if (!globalThis.ImageData) {',
      '    if (canvas?.ImageData) {',
      '      globalThis.ImageData = canvas.ImageData;',
      '    } else {',
      '      warn("Cannot polyfill `ImageData`, rendering may be broken.");',
      '    }',
      '  }',
      '  if (!globalThis.Path2D) {',
      '    if (canvas?.Path2D) {',
      '      globalThis.Path2D = canvas.Path2D;',
      '    } else {',
      '      warn("Cannot polyfill `Path2D`, rendering may be broken.");',
      '    }',
      '  }',
      '',
    ].join('\n'),
    replace:
      'if (isNodeJS) {\n  __paperbridge.lazyCanvasGlobals(() => process.getBuiltinModule("module").createRequire(import.meta.url)("@napi-rs/canvas"), warn);\n',
  },
  {
    what: "the canvas renderer's scale matrix is made on first use, not as the bundle loads (it is a DOMMatrix)",
    find: 'const SCALE_MATRIX = new DOMMatrix();',
    replace: 'let SCALE_MATRIX = null;',
  },
  {
    what: "the canvas renderer's scale matrix is made on first use (its only use)",
    find: '    SCALE_MATRIX.a = 1 / scaleX;',
    replace: '    SCALE_MATRIX ??= new DOMMatrix();\n    SCALE_MATRIX.a = 1 / scaleX;',
  },
];

export function loadPatchedDisplay<T>(file: string): T {
  return compileBundle<T>(file, DISPLAY_EDITS, { __paperbridge: { lazyCanvasGlobals } });
}
