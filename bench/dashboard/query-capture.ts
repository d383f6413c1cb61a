// The statements a service call sends, captured through drizzle's logger (the real SQL the query builder made,
// with its parameters), and their EXPLAIN (ANALYZE, BUFFERS) on the same connection pool.
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import type { Db } from '../../apps/server/src/db/database.ts';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

export interface ExplainedQuery extends CapturedQuery {
  plan: string;
  /** a sequential scan over a table that grows with documents: what the benchmark must not find */
  seqScans: string[];
}

/** Tables whose size grows with the documents; a Seq Scan on one of them is a finding. */
const GROWING = ['documents', 'document_stages', 'document_results'];

/** A Db over the pool whose statements are recorded while `recording` is on (off while timing: no cost then). */
export function capturingDb(pool: pg.Pool) {
  const captured: CapturedQuery[] = [];
  let recording = false;
  const db = drizzle(pool, {
    schema,
    logger: {
      logQuery(sql: string, params: unknown[]) {
        if (recording) captured.push({ sql, params });
      },
    },
  }) as unknown as Db;
  return {
    db,
    /** runs `fn` once with recording on and returns what it sent */
    async capture(fn: () => Promise<unknown>): Promise<CapturedQuery[]> {
      captured.length = 0;
      recording = true;
      try {
        await fn();
      } finally {
        recording = false;
      }
      return [...captured];
    },
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement with its own parameters. */
export async function explainAll(pool: pg.Pool, queries: CapturedQuery[]): Promise<ExplainedQuery[]> {
  const out: ExplainedQuery[] = [];
  for (const q of queries) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.sql}`, q.params);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const seqScans = GROWING.filter((t) => new RegExp(`Seq Scan on ${t}\\b`).test(plan));
    out.push({ ...q, plan, seqScans });
  }
  return out;
}

/** The execution time EXPLAIN ANALYZE reports, in ms. */
export const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
