import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Database, Db } from '../db/database.ts';
import type { MailAdapter } from '../connectors/mail/mail.adapter.ts';
import type { SmsAdapter } from '../connectors/sms/sms.adapter.ts';
import type { QueueData, QueueName } from './queues.ts';

/** What routes, services and jobs are given: configuration and the adapters to the outside world. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mail: MailAdapter;
  sms: SmsAdapter;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

/** The durable job queue (pg-boss on the product's database, jobs/job-queue.ts): work is sent by its queue's name. */
export interface JobQueue {
  /** `id`: a predictable job id (a scheduled slot), so two processes cannot queue the same run twice (answers '' then) */
  send<N extends QueueName>(name: N, data: QueueData<N>, opts?: { id?: string; startAfter?: Date }): Promise<string>;
  /** starts this process's workers for every queue with a handler */
  startWorkers(ctx: AppContext): Promise<void>;
  stop(): Promise<void>;
  /** for tests and the CLI: wait until no job of this queue is waiting or running */
  drain(name: QueueName, timeoutMs?: number): Promise<void>;
  /** how many job workers this process runs (0 in an API-role process) */
  localWorkerCount(): number;
  boss: import('pg-boss').PgBoss;
}
