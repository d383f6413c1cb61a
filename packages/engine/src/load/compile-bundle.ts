import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

/**
 * A self-contained ES module bundle (pdf.js's two halves) compiled as a strict function instead of
 * imported: its final `export { … }` becomes the function's result and `import.meta.url` a parameter.
 * Loaded this way it skips the module loader (and tsx's transform of a 1-2 MB file, most of a pool
 * thread's start-up) and its source map; `edit` may patch the source first. A dynamic import() inside
 * the bundle is not available (pdf.js uses it only to start a worker of its own, which the engine never does).
 *
 * V8's code cache for the bundle is kept in the temporary folder (keyed by the source and the Node
 * build): the first thread on a machine compiles pdf.js and, once it has read a document, saves the
 * code V8 compiled (saveBundleCaches); every later thread and process starts from it.
 */
export function compileBundle<T>(file: string, edit: (source: string) => string = (s) => s, args: Record<string, unknown> = {}): T {
  const source = edit(readFileSync(file, 'utf8'));
  const exportAt = source.lastIndexOf('\nexport {');
  if (exportAt < 0) throw new Error(`${file} does not end with an export list: it cannot be loaded as a bundle`);
  const body = source.slice(0, exportAt).replaceAll('import.meta.url', '__moduleUrl') + source.slice(exportAt).replace(/\nexport \{([^}]*)\};?/, (_m, names: string) => `\nreturn {${names.replace(/\b(\w+) as (\w+)\b/g, '$2: $1')}};`).replace(/^\/\/# sourceMappingURL=.*$/m, '');
  const wrapped = `(function (${['__moduleUrl', ...Object.keys(args)].join(', ')}) {"use strict";${body}\n})`;
  const cacheFile = path.join(cacheDir, `${createHash('sha256').update(process.version).update(process.arch).update(wrapped).digest('hex').slice(0, 32)}.v8`);
  const cachedData = readCache(cacheFile);
  const script = new vm.Script(wrapped, { filename: `${file} (paperbridge)`, cachedData });
  if (!cachedData || script.cachedDataRejected) unsaved.push({ script, cacheFile });
  const fn = script.runInThisContext() as (...a: unknown[]) => T;
  return fn(pathToFileURL(file).href, ...Object.values(args));
}

const cacheDir = path.join(os.tmpdir(), 'paperbridge-v8-cache');
const unsaved: { script: vm.Script; cacheFile: string }[] = [];

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Writes the code cache of bundles compiled without one (after some use, so it holds what the use compiled). Never throws. */
export function saveBundleCaches(): void {
  for (const { script, cacheFile } of unsaved.splice(0)) {
    try {
      mkdirSync(cacheDir, { recursive: true });
      const tmp = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      writeFileSync(tmp, script.createCachedData());
      renameSync(tmp, cacheFile);
    } catch {
      // a cache that cannot be written costs start-up time, nothing else
    }
  }
}
