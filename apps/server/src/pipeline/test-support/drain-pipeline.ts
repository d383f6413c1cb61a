import type { TestApp } from '../../testing/start-test-app.ts';

/** The pipeline's stage queues, in order. */
export const PIPELINE_QUEUES = ['pipeline-intake', 'pipeline-extract', 'pipeline-map', 'pipeline-review', 'pipeline-deliver'];

/** Runs the pipeline's queues, then these others, three rounds over (a stage queues the next), each for 2 minutes at most. */
export async function drainPipeline(t: TestApp, more: string[] = []): Promise<void> {
  for (let round = 0; round < 3; round++) for (const q of [...PIPELINE_QUEUES, ...more]) await t.ctx.jobs.drain(q, 120_000);
}
