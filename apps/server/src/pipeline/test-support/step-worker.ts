import { jobRegistry } from '../../job-handlers.ts';
import type { TestApp } from '../../testing/start-test-app.ts';
import { QUEUES, type QueueName } from '../../context/queues.ts';
import { PIPELINE_QUEUES } from './drain-pipeline.ts';

/** The queues a document goes through, from intake to its destinations. */
export const DOCUMENT_QUEUES: QueueName[] = [...PIPELINE_QUEUES, 'deliver-destination'];

/**
 * The test's own worker, for an app started without background workers: runs the jobs of one queue that are
 * due now as a worker slot does (take, handler, complete or fail) and returns how many ran. Nothing runs between
 * two calls, so a test can stop exactly where a killed worker stops (a stage recorded, its next job never sent).
 */
export async function runDueJobs(t: TestApp, name: QueueName): Promise<number> {
  const def = jobRegistry.find((j) => j.name === name);
  if (!def) throw new Error(`no job ${name}`);
  let ran = 0;
  for (;;) {
    const jobs = await t.ctx.jobs.boss.fetch<object>(name, { batchSize: 10 });
    if (!jobs.length) return ran;
    for (const job of jobs) {
      const result = await def.handler(t.ctx, QUEUES[name].schema.parse(job.data) as never);
      if (result.status === 'failed') await t.ctx.jobs.boss.fail(name, job.id, { error: result.error });
      else await t.ctx.jobs.boss.complete(name, job.id);
      ran++;
    }
  }
}

/** Runs the document queues, round after round, until none has a job due now (a retry scheduled for later waits). */
export async function runPipeline(t: TestApp, queues = DOCUMENT_QUEUES): Promise<void> {
  for (let round = 0; round < 20; round++) {
    let ran = 0;
    for (const q of queues) ran += await runDueJobs(t, q);
    if (!ran) return;
  }
  throw new Error('the pipeline still had jobs after 20 rounds');
}

/** Keeps running these queues in the background (a mapping's sample reading, e-mail) until stopped. */
export function keepRunning(t: TestApp, queues: QueueName[]): { stop(): Promise<void> } {
  let running = true;
  const loop = (async () => {
    while (running) {
      let ran = 0;
      for (const q of queues) ran += await runDueJobs(t, q);
      if (!ran) await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
  };
}
