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
  writeFileSync(
    file,
    `const where = import.meta.url;\nfunction twice(x) { return 2 * x; }\nconst tag = "${unique}" + __extra;\nexport { twice, where as url, tag };\n\n//# sourceMappingURL=bundle.mjs.map\n`,
  );
  const cacheDir = path.join(os.tmpdir(), 'paperbridge-v8-cache');
  mkdirSync(cacheDir, { recursive: true });
  const before = new Set(readdirSync(cacheDir));
  type Bundle = { twice(x: number): number; url: string; tag: string };
  const first = compileBundle<Bundle>(file, [], { __extra: '!' });
  assert.deepEqual([first.twice(21), first.url, first.tag], [42, pathToFileURL(file).href, `${unique}!`]);
  saveBundleCaches();
  const added = readdirSync(cacheDir).filter((n) => !before.has(n));
  assert.deepEqual(
    added.map((n) => path.extname(n)).sort(),
    ['.js', '.v8'],
    'the wrapped source and the code cache of the new bundle',
  );
  const again = compileBundle<Bundle>(file, [], { __extra: '?' });
  assert.deepEqual([again.twice(4), again.tag], [8, `${unique}?`]);
  saveBundleCaches();
  assert.deepEqual(
    readdirSync(cacheDir).filter((n) => !before.has(n)),
    added,
    'a bundle compiled from its cache writes none again',
  );
  for (const n of added) rmSync(path.join(cacheDir, n));
  rmSync(dir, { recursive: true });
});

test('the patched source is kept: edits apply once per bundle file, a changed file or other edits are patched anew', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pb-bundle-'));
  const file = path.join(dir, 'bundle.mjs');
  writeFileSync(file, `const word = "before-${process.pid}-${Date.now()}";\nexport { word };\n`);
  const cacheDir = path.join(os.tmpdir(), 'paperbridge-v8-cache');
  mkdirSync(cacheDir, { recursive: true });
  const before = new Set(readdirSync(cacheDir));
  const edit = { what: 'a word', find: '"before-', replace: '"after-' };
  assert.match(compileBundle<{ word: string }>(file, [edit]).word, /^after-/);
  assert.match(compileBundle<{ word: string }>(file, [edit]).word, /^after-/, 'from the kept source');
  assert.match(compileBundle<{ word: string }>(file, []).word, /^before-/, 'other edits: patched anew');
  assert.throws(
    () => compileBundle(file, [{ what: 'missing', find: 'nowhere', replace: '' }]),
    /bundle\.mjs no longer matches the engine's edit \(missing\): found 0 times/,
  );
  writeFileSync(file, `const word = "before-changed";\nexport { word };\n`);
  assert.equal(compileBundle<{ word: string }>(file, [edit]).word, 'after-changed', 'a rewritten file is read again');
  for (const n of readdirSync(cacheDir).filter((n) => !before.has(n))) rmSync(path.join(cacheDir, n));
  rmSync(dir, { recursive: true });
});
