import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { bundleFor, ENGINE_BUNDLE } from './bundle-cache.mjs';

/**
 * What the CLI's main thread and a pool thread load before their first page: the e-invoice reader (xmldom,
 * pdf-lib), the contracts' schemas (zod) and the template code are loaded on first use only. When the CLI's main
 * thread took them in through one static import (session 31), every `paperbridge-engine extract` of a one-page PDF
 * spent 0.09 s of its 0.35 s compiling and starting them in each thread.
 */
const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'paperbridge-start-graph-'));
after(() => rmSync(cacheDir, { recursive: true, force: true }));

/** Every file of the bundle a module reaches through static imports, itself included. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s*"(\.\/[^"]+)"/gm))
    staticClosure(path.join(path.dirname(file), m[1]!), seen);
  for (const m of text.matchAll(/^import\s*"(\.\/[^"]+)"/gm)) staticClosure(path.join(path.dirname(file), m[1]!), seen);
  return seen;
}

/** The packages a set of bundle files holds, from esbuild's `// path/to/file.js` comments. */
const packagesIn = (files: Set<string>) =>
  new Set(
    [...files].flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/^\/\/ .*?node_modules\/((?:@[^/]+\/)?[^/]+)\//gm)].map((m) => m[1]!),
    ),
  );

test('the CLI and a pool thread start without the e-invoice reader, the schemas or the template code', () => {
  const urls = bundleFor({ ...ENGINE_BUNDLE, cacheDir });
  assert.ok(urls, 'the engine bundle builds');
  const lazy = ['@xmldom/xmldom', 'pdf-lib', 'zod', 'libphonenumber-js'];
  for (const entry of ['cli', 'worker'] as const) {
    const files = staticClosure(fileURLToPath(urls[entry]!));
    const loaded = packagesIn(files);
    assert.deepEqual(
      lazy.filter((p) => loaded.has(p)),
      [],
      `${entry} loads ${[...loaded].join(', ')}`,
    );
    const text = [...files].map((f) => readFileSync(f, 'utf8')).join('\n');
    assert.doesNotMatch(text, /^\/\/ .*src\/einvoice\//m, `${entry} loads the e-invoice reader`);
    assert.doesNotMatch(text, /^\/\/ .*src\/template\//m, `${entry} loads the template code`);
  }
  // the worker still reaches them, on demand
  const worker = readFileSync(fileURLToPath(urls.worker!), 'utf8');
  assert.match(worker, /import\("\.\/chunk-[^"]+\.mjs"\)/);
});
