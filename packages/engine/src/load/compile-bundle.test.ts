import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { compileBundle, saveBundleCaches } from './compile-bundle.ts';

test('an ES module bundle compiles as a function: its export list is the result, import.meta.url its own file, and its code cache is saved and used', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pb-bundle-'));
  const file = path.join(dir, 'bundle.mjs');
  const unique = `${process.pid}-${Date.now()}`;
  writeFileSync(file, `const where = import.meta.url;\nfunction twice(x) { return 2 * x; }\nconst tag = "${unique}" + __extra;\nexport { twice, where as url, tag };\n\n//# sourceMappingURL=bundle.mjs.map\n`);
  const cacheDir = path.join(os.tmpdir(), 'paperbridge-v8-cache');
  mkdirSync(cacheDir, { recursive: true });
  const before = new Set(readdirSync(cacheDir));
  type Bundle = { twice(x: number): number; url: string; tag: string };
  const first = compileBundle<Bundle>(file, (s) => s, { __extra: '!' });
  assert.deepEqual([first.twice(21), first.url, first.tag], [42, pathToFileURL(file).href, `${unique}!`]);
  saveBundleCaches();
  const added = readdirSync(cacheDir).filter((n) => !before.has(n));
  assert.equal(added.length, 1, 'one cache file for the new bundle');
  const again = compileBundle<Bundle>(file, (s) => s, { __extra: '?' });
  assert.deepEqual([again.twice(4), again.tag], [8, `${unique}?`]);
  saveBundleCaches();
  assert.deepEqual(readdirSync(cacheDir).filter((n) => !before.has(n)), added, 'a bundle compiled from its cache writes none again');
  for (const n of added) rmSync(path.join(cacheDir, n));
  rmSync(dir, { recursive: true });
});
