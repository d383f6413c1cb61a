// The engine's TypeScript bundled into plain-JS ES modules with esbuild, so that a process or a pool thread
// starts without tsx (its hooks thread and a transform of every file: about a second per thread).
// Run as a child process by bundle-cache.mjs (esbuild plugins need its asynchronous API, and a failed
// build must cost the caller nothing but the fallback); plain JS because it runs before tsx could.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Packages that stay outside the bundle, imported from node_modules as they are: native code (canvas, sharp),
 * tesseract.js (it starts workers from its own files) and pdf.js (compiled from its files by load/compile-bundle.ts).
 */
const EXTERNAL = /^(@napi-rs\/canvas|sharp|tesseract\.js|pdfjs-dist|@tesseract\.js-data\/.*)(\/|$)/;

const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.json': 'json' };

/**
 * Builds `entries` (name → absolute .ts path) into `cacheDir/<hash of the output>/<name>.mjs` (shared code in
 * chunks beside them) and writes the manifest `manifestFile`: the output folder and every input read, with
 * its mtime and size as they were just before it was read, so that a later change is seen (bundle-cache.mjs).
 */
export async function buildBundle({ entries, cacheDir, manifestFile }) {
  const esbuild = createRequire(import.meta.url)('esbuild');
  // this file too: a change to how the bundle is built is a change to the bundle
  const self = fileURLToPath(import.meta.url);
  const inputs = new Map([[self, [self, statSync(self).mtimeMs, statSync(self).size]]]);
  const entryByPath = new Map(Object.entries(entries).map(([name, file]) => [path.resolve(file), name]));
  const result = await esbuild.build({
    entryPoints: Object.fromEntries(Object.entries(entries)),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${process.versions.node.split('.')[0]}`,
    outdir: cacheDir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    // class and function names stay as in the source: an error's name or a constructor's may reach the output
    keepNames: true,
    write: false,
    logLevel: 'silent',
    plugins: [{ name: 'paperbridge-engine', setup: (build) => setup(build, inputs, entryByPath) }],
  });
  const hash = createHash('sha256');
  for (const f of result.outputFiles) hash.update(path.relative(cacheDir, f.path)).update(f.contents);
  const dir = hash.digest('hex').slice(0, 16);
  const finalDir = path.join(cacheDir, dir);
  const tmpDir = `${finalDir}.${process.pid}.tmp`;
  rmSync(tmpDir, { recursive: true, force: true });
  for (const f of result.outputFiles) {
    const out = path.join(tmpDir, path.relative(cacheDir, f.path));
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, f.contents);
  }
  try {
    renameSync(tmpDir, finalDir);
  } catch {
    // the same output is already there (another process built it): the same bytes, so keep that one
    rmSync(tmpDir, { recursive: true, force: true });
  }
  pruneOldBundles(cacheDir, dir);
  const manifest = {
    dir,
    entries: Object.fromEntries(Object.keys(entries).map((n) => [n, `${n}.mjs`])),
    inputs: [...inputs.values()],
  };
  const tmpManifest = `${manifestFile}.${process.pid}.tmp`;
  writeFileSync(tmpManifest, JSON.stringify(manifest));
  renameSync(tmpManifest, manifestFile);
  return manifest;
}

/**
 * Each change to a source leaves a bundle behind (about 1 MB). One untouched for a week goes: a process still
 * using it would have been started before that week's builds, and only its replaced threads would miss it.
 */
const KEEP_MS = 7 * 24 * 3600_000;
function pruneOldBundles(cacheDir, keep) {
  for (const name of readdirSync(cacheDir)) {
    if (name === keep || !/^[0-9a-f]{16}$/.test(name)) continue;
    const dir = path.join(cacheDir, name);
    try {
      if (Date.now() - statSync(dir).mtimeMs > KEEP_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // gone already (another build pruned it)
    }
  }
}

function setup(build, inputs, entryByPath) {
  const esbuild = createRequire(import.meta.url)('esbuild');
  // externals are imported by absolute URL: the bundle lives in the temporary folder, far from node_modules
  build.onResolve({ filter: /^[^./]/ }, async (args) => {
    if (args.pluginData === 'resolving' || !EXTERNAL.test(args.path)) return undefined;
    const found = await build.resolve(args.path, {
      kind: args.kind,
      resolveDir: args.resolveDir,
      importer: args.importer,
      pluginData: 'resolving',
    });
    if (found.errors.length) return { errors: found.errors };
    return { path: pathToFileURL(found.path).href, external: true };
  });
  // the engine's own plain-JS files (the bundle cache) stay one module per process, shared with the launcher
  build.onResolve({ filter: /\.mjs$/ }, (args) => {
    if (!args.path.startsWith('.') || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
    return { path: pathToFileURL(path.resolve(args.resolveDir, args.path)).href, external: true };
  });
  build.onLoad({ filter: /.*/ }, async (args) => {
    const loader = LOADERS[path.extname(args.path)];
    if (!loader) return undefined;
    const st = statSync(args.path);
    inputs.set(args.path, [args.path, st.mtimeMs, st.size]);
    const source = readFileSync(args.path, 'utf8');
    if (loader === 'json' || !source.includes('import.meta')) return { contents: source, loader };
    const url = pathToFileURL(args.path).href;
    // esbuild replaces the expression in the syntax tree: the text 'import.meta.url' in a string stays as it is
    const { code } = await esbuild.transform(source, {
      loader,
      format: 'esm',
      target: build.initialOptions.target,
      define: { 'import.meta.url': JSON.stringify(url) },
      tsconfigRaw: TSCONFIG,
    });
    return { contents: pointToEntries(code, args.path, url, entryByPath), loader: 'js' };
  });
}

/** TypeScript's meaning for the engine's target (ES2023): class fields are defined, imports of types only dropped. */
const TSCONFIG = { compilerOptions: { useDefineForClassFields: true, verbatimModuleSyntax: false } };

/**
 * `import.meta.url` means the file it is written in (createRequire, files found beside it); in a bundle it
 * would mean the bundle, so each module gets its own source file's URL. A module found at run time by
 * `new URL('<relative>.ts', import.meta.url)` (the lazily loaded OCR module) must be an entry of its own,
 * pointed to beside the bundle: a .ts file cannot be imported without tsx, so any other such reference fails the build.
 */
export function pointToEntries(code, file, url, entryByPath) {
  const literal = JSON.stringify(url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ref = new RegExp(`new URL\\((["'])(\\.{1,2}/[^"']+\\.[mc]?ts)\\1, ${literal}\\)`, 'g');
  return code.replace(ref, (_m, _q, rel) => {
    const name = entryByPath.get(path.resolve(path.dirname(file), rel));
    if (!name) throw new Error(`${file} loads ${rel} at run time, which is not an entry of the bundle`);
    return `new URL(${JSON.stringify(`./${name}.mjs`)}, import.meta.url)`;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await buildBundle(JSON.parse(process.argv[2]));
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  }
}
