import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A new data folder's embedded database costs initdb and every migration at the product's first start
 * (10-20 s of one core on the CI machine, for each of ~40 product starts). The browser tier instead
 * migrates one folder per migration set with `paperbridge db migrate`, keeps it in the temp folder,
 * and copies its database into each product's own data folder.
 */
let made: string | undefined;

export function migratedDatabaseFolder(repoRoot: string): string {
  // hashed and checked once per test process, not at every product start
  made ??= makeMigratedDatabaseFolder(repoRoot);
  return made;
}

function makeMigratedDatabaseFolder(repoRoot: string): string {
  const migrations = path.join(repoRoot, 'apps/server/drizzle');
  const hash = createHash('sha256');
  hash.update(fs.readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')));
  for (const name of fs.readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(migrations, name);
    hash.update(name);
    if (fs.statSync(file).isFile()) hash.update(fs.readFileSync(file));
  }
  const folder = path.join(os.tmpdir(), `paperbridge-e2e-db-${hash.digest('hex').slice(0, 16)}`);
  if (fs.existsSync(path.join(folder, 'db', 'PG_VERSION'))) return path.join(folder, 'db');
  const partial = fs.mkdtempSync(`${folder}.partial-`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/main.ts', 'db', 'migrate'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: partial, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`paperbridge db migrate failed (${r.status}): ${r.stderr}`);
  try {
    fs.renameSync(partial, folder);
  } catch {
    // another test process made it first: theirs is as good
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return path.join(folder, 'db');
}
