import { z } from 'zod';
import { receiveEmailJobSchema, type PipelineStep } from '@paperbridge/contracts';
import { deliverDestinationSchema, type DeliverDestinationData } from './payloads/deliver-destination-data.ts';
import { mailConfigFileSchema } from './payloads/mail-config-file-data.ts';
import { pipelineJobSchema, type PipelineJobData } from './payloads/pipeline-job-data.ts';

/** A queue: what its jobs carry and how pg-boss keeps them. */
export interface QueueSpec<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** retries before the job is marked failed (default 3) */
  retryLimit?: number;
  /** seconds before a running job counts as lost and is retried (default pg-boss's 15 min) */
  expireInSeconds?: number;
  /** a worker that stops sending heartbeats (killed) has its job retried after JOB_HEARTBEAT_SECONDS */
  heartbeat?: boolean;
  /** jobs of this queue one process runs at once (default 1) */
  localConcurrency?: number;
  /** at most one job per key queued or running (pg-boss 'exclusive' policy) */
  singletonKey?(data: z.infer<S>): string;
}

const queue = <S extends z.ZodType>(spec: QueueSpec<S>): QueueSpec<S> => spec;
const slot = z.object({ slot: z.number().int() });

const stageQueue = (step: PipelineStep, more: Omit<QueueSpec<typeof pipelineJobSchema>, 'schema'> = {}) =>
  queue({
    schema: pipelineJobSchema,
    retryLimit: 5,
    // a killed worker stops sending heartbeats: its job is retried instead of waiting for the expiry
    heartbeat: true,
    singletonKey: (d: PipelineJobData) => `${d.documentId}:${d.attempt}:${step}`,
    ...more,
  });

/**
 * Every queue the workers serve, by name. Code that wants work done sends a job by its queue's name
 * (`ctx.jobs.send('send-email', …)`) and never imports the handler; the handlers are bound to these names in
 * job-handlers.ts.
 */
export const QUEUES = {
  'send-email': queue({
    schema: z.object({
      to: z.email(),
      subject: z.string(),
      template: z.string().optional(),
      companyId: z.string().uuid().nullable().optional(),
      /** `{ text, html }` sealed by queueEmail */
      sealed: z.string(),
    }),
    retryLimit: 5,
  }),
  'extract-sample': queue({
    schema: z.object({ sampleId: z.uuid(), companyId: z.uuid(), fileKey: z.string() }),
    retryLimit: 2,
  }),
  // the document's way, one queue per stage of pipeline/stages.ts
  'pipeline-intake': stageQueue('intake', { localConcurrency: 2 }),
  'pipeline-extract': stageQueue('extract', { retryLimit: 3, localConcurrency: 4 }),
  'pipeline-map': stageQueue('map', { localConcurrency: 2 }),
  'pipeline-review': stageQueue('review'),
  'pipeline-deliver': stageQueue('deliver'),
  'deliver-destination': queue({
    schema: deliverDestinationSchema,
    // pg-boss's own retries are for a worker that died (heartbeat); a destination that refuses is retried by our schedule
    retryLimit: 3,
    heartbeat: true,
    localConcurrency: 4,
    singletonKey: (d: DeliverDestinationData) =>
      `${d.documentId}:${d.attempt}:${d.destination}:${d.tryNumber}${d.resend ? `:s${d.resend}` : ''}`,
  }),
  'receive-email': queue({
    schema: receiveEmailJobSchema,
    retryLimit: 5,
    heartbeat: true,
    singletonKey: (d) => d.rawKey,
  }),
  'poll-ftp-source': queue({
    schema: z.object({ companyId: z.uuid(), mappingId: z.uuid() }),
    retryLimit: 0,
    heartbeat: true,
    singletonKey: (d) => d.mappingId,
  }),
  // the chain must survive a database hiccup: retried with backoff before it could break
  'schedule-ftp-polls': queue({ schema: slot, retryLimit: 10 }),
  'expire-outbox': queue({ schema: slot, retryLimit: 10 }),
  'learn-from-approval': queue({
    schema: pipelineJobSchema,
    retryLimit: 3,
    singletonKey: (d: PipelineJobData) => `${d.documentId}:${d.attempt}`,
  }),
  'mail-config-file': queue({ schema: mailConfigFileSchema, retryLimit: 3 }),
  // a large backlog (first run after an upgrade) may take long: not counted as lost before an hour
  'apply-retention': queue({ schema: slot, retryLimit: 10, expireInSeconds: 60 * 60 }),
  'watch-upload-batch': queue({
    schema: z.object({
      companyId: z.uuid(),
      batch: z.string().regex(/^uploads\/[0-9a-f-]{36}$/),
      since: z.iso.datetime(),
      check: z.number().int().min(0),
    }),
  }),
  'schedule-daily-files': queue({ schema: slot, retryLimit: 10 }),
  'send-daily-file': queue({
    schema: z.object({ companyId: z.uuid(), mappingId: z.uuid(), destination: z.enum(['Email', 'FTP']) }),
    singletonKey: (d) => `${d.mappingId}:${d.destination}`,
    heartbeat: true,
  }),
  'sweep-stuck-documents': queue({ schema: slot, retryLimit: 10 }),
} satisfies Record<string, QueueSpec>;

export type QueueName = keyof typeof QUEUES;
export type QueueData<N extends QueueName> = z.infer<(typeof QUEUES)[N]['schema']>;

/** The queue of a pipeline stage. */
export const stageQueueName = (step: PipelineStep) => `pipeline-${step}` as const;
