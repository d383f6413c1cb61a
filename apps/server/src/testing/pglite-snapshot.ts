import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/database.ts';
import { runMigrations } from '../db/migrate.ts';
import { migrationsKey } from './migrations-key.ts';

/**
 * A fresh in-memory PGlite runs initdb (5-20 s of one core on the CI machine) and then every migration:
 * paid by each of the ~60 test apps, that was the largest share of the server tiers. Tests instead load
 * a migrated data folder, made once per migration set and kept in the temp folder, into a PGlite whose
 * WebAssembly modules this process compiled once. Each test app still gets its own database.
 */
const pgliteDist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

type Artifacts = Pick<
  ConstructorParameters<typeof PGlite>[0] & object,
  'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'
>;

let artifacts: Promise<Artifacts> | undefined;
function loadArtifacts(): Promise<Artifacts> {
  artifacts ??= (async () => {
    const read = (name: string) => fs.promises.readFile(path.join(pgliteDist, name));
    const [pglite, initdb, bundle] = await Promise.all([read('pglite.wasm'), read('initdb.wasm'), read('pglite.data')]);
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite),
      initdbWasmModule: await WebAssembly.compile(initdb),
      fsBundle: new Blob([bundle]),
    };
  })();
  return artifacts;
}

async function makeSnapshot(a: Artifacts): Promise<Blob> {
  const database = await openDatabase({
    databaseUrl: 'memory://',
    dataDir: os.tmpdir(),
    openMemoryPglite: async () => new PGlite({ ...a }),
  });
  try {
    await runMigrations(database);
    return await database.pglite!.dumpDataDir('gzip');
  } finally {
    await database.close();
  }
}

let snapshot: Promise<Blob> | undefined;
function migratedSnapshot(a: Artifacts): Promise<Blob> {
  snapshot ??= (async () => {
    const file = path.join(
      os.tmpdir(),
      `paperbridge-test-db-${migrationsKey(fs.readFileSync(path.join(pgliteDist, '..', 'package.json')))}.tar.gz`,
    );
    if (fs.existsSync(file)) return new Blob([await fs.promises.readFile(file)]);
    const blob = await makeSnapshot(a);
    // written under a unique name and renamed: processes making it at once never read half a file
    const partial = `${file}.${process.pid}.partial`;
    await fs.promises.writeFile(partial, Buffer.from(await blob.arrayBuffer()));
    await fs.promises.rename(partial, file);
    return blob;
  })();
  return snapshot;
}

/** An in-memory PGlite holding a freshly migrated database of its own. */
export async function openMigratedPglite(): Promise<PGlite> {
  const a = await loadArtifacts();
  const pglite = new PGlite({ ...a, loadDataDir: await migratedSnapshot(a) });
  await pglite.waitReady;
  return pglite;
}
