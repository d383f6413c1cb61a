import { PgBoss, fromPglite } from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { AppContext } from '../app-context.ts';
import type { JobDefinition } from './job-definition.ts';
import { jobRegistry } from './job-registry.ts';

export interface JobQueue {
  send<S extends z.ZodType>(job: JobDefinition<S>, data: z.infer<S>): Promise<string>;
  startWorkers(ctx: AppContext): Promise<void>;
  stop(): Promise<void>;
  /** for tests and the CLI: wait until no job of this queue is waiting or running */
  drain(name: string, timeoutMs?: number): Promise<void>;
  boss: PgBoss;
}

/** pg-boss on the product's own database: PGlite through its adapter, PostgreSQL by pool. */
export async function createJobQueue(database: Database, log: { error(o: unknown, msg?: string): void }): Promise<JobQueue> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite!), backend: 'pglite' })
      : new PgBoss({ connectionString: database.url!, max: 4 });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  for (const job of jobRegistry) {
    await boss.createQueue(job.name, { retryLimit: job.retryLimit ?? 3, retryBackoff: true });
  }
  return {
    boss,
    async send(job, data) {
      const parsed = job.schema.parse(data);
      const id = await boss.send(job.name, parsed as object);
      if (!id) throw new Error(`job ${job.name} was not queued`);
      return id;
    },
    async startWorkers(ctx) {
      for (const job of jobRegistry) {
        await boss.work(job.name, { pollingIntervalSeconds: 0.5 }, async ([j]) => {
          const data = job.schema.parse(j!.data);
          const result = await job.handler(ctx, data);
          // a failed status must reach pg-boss as a failure so it retries and records it
          if (result.status === 'failed') throw new Error(result.error);
          return result;
        });
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
    async drain(name, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        // read the job table itself: pg-boss's queue counters are refreshed by its monitor, not live
        const [row] = await database.query<{ n: number }>(
          "select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')",
          [name],
        );
        if (row!.n === 0) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`queue ${name} did not drain in ${timeoutMs} ms`);
    },
  };
}
