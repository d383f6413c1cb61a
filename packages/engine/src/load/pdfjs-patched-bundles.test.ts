import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { patchSource } from './patch-source.ts';
import { DISPLAY_EDITS } from './pdfjs-display-source.ts';
import { WORKER_EDITS } from './pdfjs-worker-source.ts';

const require = createRequire(import.meta.url);

test('every edit matches the installed pdf.js exactly once (checked here, uncached: the engine keeps patched sources)', () => {
  for (const [bundle, edits] of [
    ['pdfjs-dist/legacy/build/pdf.mjs', DISPLAY_EDITS],
    ['pdfjs-dist/legacy/build/pdf.worker.mjs', WORKER_EDITS],
  ] as const) {
    const source = readFileSync(require.resolve(bundle), 'utf8');
    const patched = patchSource(source, edits, bundle);
    for (const e of edits) assert.ok(patched.includes(e.replace), `${bundle}: ${e.what}`);
  }
});

test('reading a text PDF loads neither @napi-rs/canvas nor undici; DOMMatrix, ImageData and Path2D load the canvas when used', () => {
  // a fresh process: the test runner, and other tests, may have loaded either already
  const script = `
    const { extractDocument } = await import(${JSON.stringify(new URL('../pipeline/extract-document.ts', import.meta.url).href)});
    const { warmUpPdf } = await import(${JSON.stringify(new URL('../worker/warm-up.ts', import.meta.url).href)});
    const result = await extractDocument(warmUpPdf(), { ocr: false });
    const lazy = (name) => typeof Object.getOwnPropertyDescriptor(globalThis, name)?.get === 'function';
    const loaded = () => Object.keys(require('node:module')._cache ?? {}).some((f) => f.includes('@napi-rs'));
    const before = { words: result.document.pages[0].words.length, canvasLoaded: loaded(), responseLazy: lazy('Response'), domMatrixLazy: lazy('DOMMatrix') };
    const matrix = new DOMMatrix([2, 0, 0, 2, 0, 0]);
    console.log(JSON.stringify({ ...before, after: { a: matrix.a, path2d: typeof Path2D, imageData: typeof ImageData, canvasLoaded: loaded(), domMatrixLazy: lazy('DOMMatrix') } }));
  `;
  const out = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { createRequire } from 'node:module'; const require = createRequire(${JSON.stringify(fileURLToPath(import.meta.url))});\n${script}`,
    ],
    { encoding: 'utf8' },
  );
  const seen = JSON.parse(out.trim().split('\n').at(-1)!);
  assert.ok(seen.words > 5, 'the page was read');
  assert.deepEqual(
    { canvasLoaded: seen.canvasLoaded, responseLazy: seen.responseLazy, domMatrixLazy: seen.domMatrixLazy },
    { canvasLoaded: false, responseLazy: true, domMatrixLazy: true },
  );
  assert.deepEqual(seen.after, {
    a: 2,
    path2d: 'function',
    imageData: 'function',
    canvasLoaded: true,
    domMatrixLazy: false,
  });
});
