import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../db/migrate.ts';

/**
 * Names a migrated test database snapshot or template: it changes with any migration file and with
 * whatever else the caller adds (the PGlite build), so a stale one is never used.
 */
export function migrationsKey(...extra: Buffer[]): string {
  const hash = createHash('sha256');
  for (const b of extra) hash.update(b);
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, entry.name);
      hash.update(path.relative(migrationsFolder, p));
      if (entry.isDirectory()) walk(p);
      else hash.update(fs.readFileSync(p));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}
