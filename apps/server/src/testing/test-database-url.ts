import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../db/database.ts';
import { runMigrations } from '../db/migrate.ts';
import { migrationsKey } from './migrations-key.ts';

/** any constant: test processes running at once make the template database one at a time */
const TEMPLATE_LOCK = 73_110_402;

let template: Promise<string> | undefined;

/**
 * A PostgreSQL database migrated once per migration set, which each test database is copied from:
 * copying is faster than migrating (about 0.4 s against 1.2-2.2 s per test app on the CI machine).
 * Made under another name and renamed when complete, so a run killed half-way leaves no half template.
 */
function migratedTemplate(base: string): Promise<string> {
  template ??= (async () => {
    const name = `pb_template_${migrationsKey()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount) return name;
      const partial = `${name}_partial_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${partial}`);
      const url = new URL(base);
      url.pathname = `/${partial}`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${partial} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
      await admin.end();
    }
  })();
  return template;
}

/**
 * Integration tests run on in-memory PGlite, and on a real PostgreSQL when DATABASE_URL is set:
 * each test app then gets its own throw-away database on that server, so files cannot collide.
 * `migrated: false` gives an empty database, for tests of migrating itself.
 */
export async function createTestDatabaseUrl(
  opts: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: 'memory://', drop: async () => undefined };
  const from = opts.migrated === false ? undefined : await migratedTemplate(base);
  const name = `pb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${from ? ` template ${from}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
