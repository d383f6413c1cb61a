import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';

/** What a job handler reports: a partial failure is never success. */
export type JobStatus = { status: 'success' | 'skipped' } | { status: 'failed'; error: string };

/** A job is a small definition: name, input schema, handler (Documenso/Immich style). */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  schema: S;
  /** retries before the job is marked failed */
  retryLimit?: number;
  /** seconds before a running job counts as lost and is retried (default pg-boss's 15 min) */
  expireInSeconds?: number;
  /** a worker that stops sending heartbeats (killed) has its job retried after JOB_HEARTBEAT_SECONDS */
  heartbeat?: boolean;
  /** jobs of this queue one process runs at once (default 1) */
  localConcurrency?: number;
  /** at most one job per key queued or running (pg-boss 'exclusive' policy) */
  singletonKey?(data: z.infer<S>): string;
  handler(ctx: AppContext, data: z.infer<S>): Promise<JobStatus>;
  /** called once when a process starts its workers (a self-rescheduling job starts or joins its chain here) */
  onWorkersStarted?(ctx: AppContext): Promise<void>;
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}
