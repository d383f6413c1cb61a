import assert from 'node:assert/strict';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { bundleFor, ENGINE_BUNDLE } from './bundle-cache.mjs';

const root = mkdtempSync(path.join(os.tmpdir(), 'paperbridge-bundle-test-'));
after(() => rmSync(root, { recursive: true, force: true }));

const src = path.join(root, 'src');
const file = (name: string) => path.join(src, name);
const spec = { entries: { main: file('main.ts'), lazy: file('lazy.ts') }, cacheDir: path.join(root, 'cache') };
interface Main {
  value: string;
  here: string;
  wordUrl: string;
  text: string;
  lazy(): Promise<string>;
}
const load = async (urls: Record<string, string> | null) => (await import(urls!.main!)) as Main;

/** A small TypeScript tree: an entry that imports a module, reads import.meta.url, and loads a second entry at run time. */
function writeSources(word: string): void {
  mkdirSync(src, { recursive: true });
  writeFileSync(
    file('main.ts'),
    [
      "import { word, wordUrl } from './word.ts';",
      'export const value: string = word;',
      'export const here = import.meta.url;',
      'export { wordUrl };',
      "export const text = 'import.meta.url';",
      "export const lazy = async () => ((await import(new URL('./lazy.ts', import.meta.url).href)) as { lazyValue: string }).lazyValue;",
    ].join('\n'),
  );
  writeFileSync(file('word.ts'), `export const word = '${word}';\nexport const wordUrl = import.meta.url;\n`);
  writeFileSync(file('lazy.ts'), "export const lazyValue: string = 'later';\n");
}

test('the bundle runs as the sources do: each module keeps its own import.meta.url, a module loaded at run time is its own entry', async () => {
  writeSources('one');
  const urls = bundleFor(spec);
  assert.ok(urls?.main?.startsWith(pathToFileURL(spec.cacheDir).href), 'built in the cache folder');
  const main = await load(urls);
  assert.equal(main.value, 'one');
  assert.equal(main.here, pathToFileURL(file('main.ts')).href);
  assert.equal(main.wordUrl, pathToFileURL(file('word.ts')).href);
  assert.equal(main.text, 'import.meta.url', 'the words in a string are not the expression');
  assert.equal(await main.lazy(), 'later');
});

test('the bundle is reused while its sources are unchanged, and rebuilt when one changes its size or only its mtime', async () => {
  writeSources('one');
  const first = bundleFor(spec);
  const manifest = readdirJson();
  const builtAt = statSync(manifest).mtimeMs;
  assert.deepEqual(bundleFor(spec), first);
  assert.equal(statSync(manifest).mtimeMs, builtAt, 'not built again');

  writeFileSync(file('word.ts'), "export const word = 'three';\nexport const wordUrl = import.meta.url;\n");
  const second = bundleFor(spec);
  assert.notDeepEqual(second, first);
  assert.equal((await load(second)).value, 'three');

  // same size, new content: only the mtime tells
  writeFileSync(
    file('word.ts'),
    "export const word = 'three';\nexport const wordUrl = import.meta.url;\n".replace('three', 'seven'),
  );
  const later = new Date(Date.now() + 5_000);
  utimesSync(file('word.ts'), later, later);
  const third = bundleFor(spec);
  assert.notDeepEqual(third, second);
  assert.equal((await load(third)).value, 'seven');
});

test('no bundle (null: the caller uses tsx) when the build fails, when a .ts file is loaded at run time that is no entry, when others may write in its folder, or when switched off', () => {
  writeSources('one');
  writeFileSync(file('word.ts'), 'export const word = ;\n');
  assert.equal(bundleFor(spec), null, 'a syntax error');

  writeSources('one');
  writeFileSync(file('lazy.ts'), "export const lazyValue = import(new URL('./elsewhere.ts', import.meta.url).href);\n");
  assert.equal(
    bundleFor({ ...spec, entries: { main: spec.entries.main } }),
    null,
    'lazy.ts is no entry of this bundle',
  );

  writeSources('one');
  assert.ok(bundleFor(spec));
  // the cache folder is in the shared temporary folder: one that others may write in is not trusted
  chmodSync(spec.cacheDir, 0o777);
  try {
    assert.equal(bundleFor(spec), null, 'a cache folder anyone may write in');
  } finally {
    chmodSync(spec.cacheDir, 0o700);
  }
  assert.ok(bundleFor(spec));
  process.env.PAPERBRIDGE_ENGINE_BUNDLE = 'off';
  try {
    assert.equal(bundleFor(spec), null);
  } finally {
    delete process.env.PAPERBRIDGE_ENGINE_BUNDLE;
  }
});

test('a build removes the bundles left untouched for a week, not newer ones', () => {
  writeSources('one');
  const old = path.join(spec.cacheDir, '0123456789abcdef'),
    recent = path.join(spec.cacheDir, 'fedcba9876543210');
  for (const dir of [old, recent]) mkdirSync(dir, { recursive: true });
  const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
  utimesSync(old, eightDaysAgo, eightDaysAgo);
  writeFileSync(file('word.ts'), "export const word = 'pruned';\nexport const wordUrl = import.meta.url;\n");
  assert.ok(bundleFor(spec));
  assert.equal(existsSync(old), false);
  assert.equal(existsSync(recent), true);
});

test('the engine bundles its CLI, its pool thread and its OCR module', () => {
  assert.deepEqual(Object.keys(ENGINE_BUNDLE.entries).sort(), ['cli', 'ocr', 'worker']);
  for (const entry of Object.values(ENGINE_BUNDLE.entries)) assert.ok(statSync(entry).isFile(), entry);
});

/** The one manifest in the test's cache folder. */
function readdirJson(): string {
  const names = readdirSync(spec.cacheDir).filter((n) => n.endsWith('.json'));
  assert.equal(names.length, 1);
  return path.join(spec.cacheDir, names[0]!);
}
