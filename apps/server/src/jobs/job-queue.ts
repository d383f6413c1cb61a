import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../context/app-context.ts';
import type { JobDefinition } from '../context/job-definition.ts';
import { QUEUES, type QueueName, type QueueSpec } from '../context/queues.ts';
import { listenForWakes, WAKE_CHANNEL } from './wake-channel.ts';

/** pg-boss on the product's own database: PGlite through its adapter, PostgreSQL by pool. */
export async function createJobQueue(
  database: Database,
  log: { error(o: unknown, msg?: string): void; warn(o: unknown, msg?: string): void },
  timing: { heartbeatSeconds: number; superviseSeconds: number } = { heartbeatSeconds: 30, superviseSeconds: 30 },
  /** the handler bound to each queue name (job-handlers.ts); a queue without one is created but not worked here */
  handlers: readonly JobDefinition[] = [],
): Promise<JobQueue> {
  const supervise = { superviseIntervalSeconds: timing.superviseSeconds };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite!), backend: 'pglite', ...supervise })
      : new PgBoss({ connectionString: database.url!, max: 4, ...supervise });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  for (const [name, job] of Object.entries(QUEUES) as [QueueName, (typeof QUEUES)[QueueName]][]) {
    await boss.createQueue(name, {
      retryLimit: job.retryLimit ?? 3,
      retryBackoff: true,
      ...(job.singletonKey ? { policy: 'exclusive' } : {}),
      ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
      ...(job.heartbeat ? { heartbeatSeconds: timing.heartbeatSeconds } : {}),
    });
  }
  // this process's workers per queue and which of them are busy: a job sent here wakes an idle one
  // at once instead of at its next poll
  const localWorkers = new Map<string, string[]>();
  const busy = new Set<string>();
  let wakes: { close(): Promise<void> } | undefined;
  return {
    boss,
    async send(name, data, opts = {}) {
      const job = QUEUES[name] as QueueSpec;
      const parsed = job.schema.parse(data);
      const singletonKey = job.singletonKey?.(parsed);
      const id = await boss.send(name, parsed as object, { ...(singletonKey ? { singletonKey } : {}), ...opts });
      const idle = (localWorkers.get(name) ?? []).find((w) => !busy.has(w));
      if (idle) boss.notifyWorker(idle);
      // other processes' workers (PostgreSQL): wake them too, unless the job is for later
      else if (database.kind !== 'pglite' && (!opts.startAfter || opts.startAfter.getTime() <= Date.now()))
        await database.query(`select pg_notify('${WAKE_CHANNEL}', $1)`, [name]);
      // an 'exclusive' queue answers null while the same key is queued or running: that is the idempotence asked for
      if (!id && !singletonKey && !opts.id) throw new Error(`job ${name} was not queued`);
      return id ?? '';
    },
    async startWorkers(ctx) {
      for (const job of handlers) {
        const spec = QUEUES[job.name] as QueueSpec;
        // one pg-boss worker per local slot, so each knows its own id: after a job it asks for the
        // next one at once (pg-boss would otherwise wait out its polling interval after every job)
        const ids: string[] = [];
        for (let slot = 0; slot < (spec.localConcurrency ?? 1); slot++) {
          let self = '';
          self = await boss.work(job.name, { pollingIntervalSeconds: 0.5 }, async ([j]) => {
            busy.add(self);
            try {
              const data = spec.schema.parse(j!.data);
              const result = await (job as JobDefinition<QueueName>).handler(ctx, data as never);
              // a failed status must reach pg-boss as a failure so it retries and records it
              if (result.status === 'failed') throw new Error(result.error);
              return result;
            } finally {
              busy.delete(self);
              boss.notifyWorker(self);
            }
          });
          ids.push(self);
        }
        localWorkers.set(job.name, ids);
      }
      if (database.kind !== 'pglite' && database.url) {
        wakes = listenForWakes(
          database.url,
          (queue) => {
            const idle = (localWorkers.get(queue) ?? []).find((w) => !busy.has(w));
            if (idle) boss.notifyWorker(idle);
          },
          log,
        );
      }
      for (const job of handlers) await job.onWorkersStarted?.(ctx);
    },
    localWorkerCount() {
      let n = 0;
      for (const ids of localWorkers.values()) n += ids.length;
      return n;
    },
    async stop() {
      await wakes?.close();
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
