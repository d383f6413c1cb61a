import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { ownFolder } from '../bundle/bundle-cache.mjs';
import { patchSource, type SourceEdit } from './patch-source.ts';

/** Bump when the wrapping below changes: the wrapped sources kept on disk are keyed by it. */
const WRAP_FORMAT = 1;

/**
 * A self-contained ES module bundle (pdf.js's two halves) compiled as a strict function instead of
 * imported: its final `export { … }` becomes the function's result and `import.meta.url` a parameter.
 * Loaded this way it skips the module loader (and tsx's transform of a 1-2 MB file, most of a pool
 * thread's start-up) and its source map; `edits` patch the source first (patch-source.ts). A dynamic import() inside
 * the bundle is not available (pdf.js uses it only to start a worker of its own, which the engine never does).
 *
 * V8's code cache for the bundle is kept in the temporary folder (keyed by the source and the Node
 * build): the first thread on a machine compiles pdf.js and, once it has read a document, saves the
 * code V8 compiled (saveBundleCaches); every later thread and process starts from it. The patched and
 * wrapped source is kept beside it, keyed by the bundle file (path, inode, size, times), the edits and the
 * wrapping: patching a 2 MB two-byte string and hashing it cost each thread about 50-60 ms.
 */
export function compileBundle<T>(
  file: string,
  edits: readonly SourceEdit[] = [],
  args: Record<string, unknown> = {},
): T {
  const params = ['__moduleUrl', ...Object.keys(args)];
  const st = statSync(file);
  const key = createHash('sha256')
    // the change time and inode too: npm gives every installed file the same modification time
    .update(
      JSON.stringify([
        process.version,
        process.arch,
        WRAP_FORMAT,
        file,
        st.dev,
        st.ino,
        st.size,
        st.mtimeMs,
        st.ctimeMs,
        edits,
        params,
      ]),
    )
    .digest('hex')
    .slice(0, 32);
  const sourceFile = path.join(cacheDir, `${key}.js`);
  let wrapped = readKept(sourceFile);
  if (wrapped === undefined) {
    wrapped = wrap(file, patchSource(readFileSync(file, 'utf8'), edits, path.basename(file)), params);
    keep(sourceFile, wrapped);
  }
  const cacheFile = path.join(cacheDir, `${key}.v8`);
  const cachedData = readCache(cacheFile);
  const script = new vm.Script(wrapped, { filename: `${file} (paperbridge)`, cachedData });
  if (!cachedData || script.cachedDataRejected) unsaved.push({ script, cacheFile });
  const fn = script.runInThisContext() as (...a: unknown[]) => T;
  return fn(pathToFileURL(file).href, ...Object.values(args));
}

function wrap(file: string, source: string, params: string[]): string {
  const exportAt = source.lastIndexOf('\nexport {');
  if (exportAt < 0) throw new Error(`${file} does not end with an export list: it cannot be loaded as a bundle`);
  const body =
    source.slice(0, exportAt).replaceAll('import.meta.url', '__moduleUrl') +
    source
      .slice(exportAt)
      .replace(
        /\nexport \{([^}]*)\};?/,
        (_m, names: string) => `\nreturn {${names.replace(/\b(\w+) as (\w+)\b/g, '$2: $1')}};`,
      )
      .replace(/^\/\/# sourceMappingURL=.*$/m, '');
  return `(function (${params.join(', ')}) {"use strict";${body}\n})`;
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

/**
 * A kept wrapped source, only from a folder that is this user's and no one else may write in: it is code
 * this process runs (a code cache that does not match its source is rejected by V8; a source is not).
 */
function readKept(file: string): string | undefined {
  try {
    return ownFolder(cacheDir) ? readFileSync(file, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

function keep(file: string, text: string): void {
  try {
    if (!ownFolder(cacheDir)) return;
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch {
    // a source that cannot be kept is patched again next time
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
