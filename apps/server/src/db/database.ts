import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A raw query function both drivers share, for the few places (jobs, health) that need SQL text. */
export type RawQuery = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  query: RawQuery;
  pglite?: PGlite;
  pool?: pg.Pool;
  url?: string;
  close(): Promise<void>;
}

/**
 * PostgreSQL by DATABASE_URL, else PGlite persisted in `<dataDir>/db`.
 * `memory://` as DATABASE_URL gives an in-memory PGlite (tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (err: Error) => void;
  /** tests: how an in-memory PGlite is made (from a migrated snapshot instead of a fresh initdb) */
  openMemoryPglite?: () => Promise<PGlite>;
}): Promise<Database> {
  if (opts.databaseUrl && !opts.databaseUrl.startsWith('memory://')) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // an idle connection the server drops (restart, failover, admin termination) must not crash the process;
    // the pool discards it and the next query opens a new one
    pool.on('error', (err) => opts.onIdleError?.(err));
    // fail fast at start on a wrong URL instead of on the first request
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      pool,
      url: opts.databaseUrl,
      query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
      close: () => pool.end(),
    };
  }
  let pglite: PGlite;
  if (opts.databaseUrl?.startsWith('memory://')) {
    pglite = opts.openMemoryPglite ? await opts.openMemoryPglite() : new PGlite();
  } else {
    const dir = path.join(opts.dataDir, 'db');
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    pglite = new PGlite(dir);
  }
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite,
    query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
    close: () => pglite.close(),
  };
}
