import pg from 'pg';
import { randomBytes } from 'node:crypto';

/**
 * Integration tests run on in-memory PGlite, and on a real PostgreSQL when DATABASE_URL is set:
 * each test app then gets its own throw-away database on that server, so files cannot collide.
 */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: 'memory://', drop: async () => undefined };
  const name = `pb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
