import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config/config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { runMigrations } from '../db/migrate.ts';
import { CliError } from './cli-error.ts';

/**
 * The CLI uses the server's configuration (DATA_DIR, DATABASE_URL, APP_SECRET) and migrations.
 * The embedded database (PGlite) serves one process at a time: while the server has it open its
 * `postmaster.pid` exists, and the CLI refuses rather than corrupt it.
 */
export async function openCliDatabase(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ config: Config; database: Database }> {
  const config = loadConfig(env);
  if (!config.databaseUrl) {
    const pid = path.join(config.dataDir, 'db', 'postmaster.pid');
    if (fs.existsSync(pid)) {
      throw new CliError(
        `The embedded database in ${path.join(config.dataDir, 'db')} is in use by another process (is the server running?). ` +
          'Stop the server first, or use PostgreSQL (DATABASE_URL). If no process uses it, delete postmaster.pid in that folder.',
      );
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  return { config, database };
}
