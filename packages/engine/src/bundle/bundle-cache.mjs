// Finds the engine's plain-JS bundle (build-bundle.mjs) in the temporary folder, or builds it once. Plain JS:
// the CLI's launcher reads it before deciding whether it needs tsx at all.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const builder = fileURLToPath(new URL('./build-bundle.mjs', import.meta.url));

/** The engine's bundle: the CLI's main thread, a pool thread, and the OCR module the thread loads only when a page needs it. */
export const ENGINE_BUNDLE = Object.freeze({
  entries: {
    cli: path.join(src, 'cli/main.ts'),
    worker: path.join(src, 'worker/extract-worker.ts'),
    ocr: path.join(src, 'ocr/index.ts'),
  },
  cacheDir: path.join(os.tmpdir(), 'paperbridge-engine-bundle'),
});

const found = new Map();

/**
 * The file URL of each entry's bundled module, or null: then the caller loads the TypeScript through tsx.
 * The bundle is reused while every file it was built from has the mtime and size it had when read, and
 * rebuilt (a second or so, once) when one has changed; a build that fails, or PAPERBRIDGE_ENGINE_BUNDLE=off,
 * gives null. Checked once per process and spec. Never throws.
 */
export function engineBundle(spec = ENGINE_BUNDLE) {
  const key = JSON.stringify(spec);
  if (!found.has(key)) found.set(key, bundleFor(spec));
  return found.get(key);
}

/** engineBundle without the memory of this process: the files are checked (and built) again. */
export function bundleFor(spec) {
  if (process.env.PAPERBRIDGE_ENGINE_BUNDLE === 'off') return null;
  const manifestFile = path.join(
    spec.cacheDir,
    `${createHash('sha256').update(JSON.stringify(spec.entries)).digest('hex').slice(0, 16)}.json`,
  );
  try {
    if (!ownFolder(spec.cacheDir)) return null;
    const fresh = freshBundle(spec, manifestFile);
    if (fresh) return fresh;
    execFileSync(process.execPath, [builder, JSON.stringify({ ...spec, manifestFile })], {
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 120_000,
    });
    // a source changed while it was built: tsx this time, a new build next time
    return freshBundle(spec, manifestFile);
  } catch {
    return null;
  }
}

/**
 * The cache folder, made if missing, only if it is this user's and no one else may write in it: the code in
 * it runs in this process, and the temporary folder is shared by every user of the machine.
 */
export function ownFolder(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const st = statSync(dir);
  return (
    st.isDirectory() &&
    (typeof process.getuid !== 'function' || (st.uid === process.getuid() && (st.mode & 0o022) === 0))
  );
}

/** The bundle the manifest names, if every input is as it was read and every output is there. */
function freshBundle(spec, manifestFile) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    return null;
  }
  for (const [file, mtimeMs, size] of manifest.inputs) {
    try {
      const st = statSync(file);
      if (st.mtimeMs !== mtimeMs || st.size !== size) return null;
    } catch {
      return null;
    }
  }
  const urls = {};
  for (const name of Object.keys(spec.entries)) {
    const file = path.join(spec.cacheDir, manifest.dir, manifest.entries[name] ?? '');
    if (!manifest.entries[name] || !existsSync(file)) return null;
    urls[name] = pathToFileURL(file).href;
  }
  return urls;
}
