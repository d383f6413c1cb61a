import type { TestApp } from '../../testing/start-test-app.ts';
import { stageQueueName, type QueueName } from '../../context/queues.ts';
import { STAGES } from '../stages.ts';

/** The pipeline's stage queues, in order. */
export const PIPELINE_QUEUES: QueueName[] = STAGES.map((s) => stageQueueName(s.step));

/** Runs the pipeline's queues, then these others, three rounds over (a stage queues the next), each for 2 minutes at most. */
export async function drainPipeline(t: TestApp, more: QueueName[] = []): Promise<void> {
  for (let round = 0; round < 3; round++)
    for (const q of [...PIPELINE_QUEUES, ...more]) await t.ctx.jobs.drain(q, 120_000);
}

/** Waits until no delivery job is due now; a retry scheduled for later is left waiting, as it would in production. */
export async function drainDueDeliveries(t: TestApp, timeoutMs = 120_000): Promise<void> {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    const due = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = 'deliver-destination' and state in ('created', 'retry', 'active') and start_after <= now()",
    );
    if (due[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The pipeline, then the deliveries due now, three rounds over. */
export async function drainThroughDelivery(t: TestApp): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const q of PIPELINE_QUEUES) await t.ctx.jobs.drain(q, 120_000);
    await drainDueDeliveries(t);
  }
}
