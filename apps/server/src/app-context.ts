import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/config.ts';
import type { Database, Db } from './db/database.ts';
import type { MailAdapter } from './connectors/mail/mail.adapter.ts';
import type { SmsAdapter } from './connectors/sms/sms.adapter.ts';
import type { JobQueue } from './jobs/job-queue.ts';

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
