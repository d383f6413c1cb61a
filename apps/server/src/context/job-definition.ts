import type { AppContext } from './app-context.ts';
import type { QueueData, QueueName } from './queues.ts';

/** What a job handler reports: a partial failure is never success. */
export type JobStatus = { status: 'success' | 'skipped' } | { status: 'failed'; error: string };

/** The work done for one queue of queues.ts (Documenso/Immich style: the queue by name, its handler bound at start). */
export interface JobDefinition<N extends QueueName = QueueName> {
  name: N;
  handler(ctx: AppContext, data: QueueData<N>): Promise<JobStatus>;
  /** called once when a process starts its workers (a self-rescheduling job starts or joins its chain here) */
  onWorkersStarted?(ctx: AppContext): Promise<void>;
}

export function defineJob<N extends QueueName>(def: JobDefinition<N>): JobDefinition<N> {
  return def;
}
