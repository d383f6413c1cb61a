import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context/app-context.ts';
import type { Config } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { runMigrations } from './db/migrate.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { jobRegistry } from './job-handlers.ts';
import { createOutboxMailAdapter } from './connectors/mail/outbox-mail.adapter.ts';
import { createSmtpMailAdapter } from './connectors/mail/smtp-mail.adapter.ts';
import { closeIdleSftpClients } from './connectors/ftp/sftp-connection-pool.ts';
import { createOutboxSmsAdapter } from './connectors/sms/outbox-sms.adapter.ts';
import { createHttpSmsAdapter } from './connectors/sms/http-sms.adapter.ts';

/** Opens the database (migrating it), the job queue and the outside-world adapters chosen by configuration. */
export async function createContext(
  config: Config,
  log: FastifyBaseLogger,
  deps: Pick<Parameters<typeof openDatabase>[0], 'openMemoryPglite'> = {},
): Promise<AppContext> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => log.warn({ err }, 'an idle database connection was closed by the server'),
    ...deps,
  });
  await runMigrations(database);
  const db = database.db;
  const mail = config.mail.smtpUrl
    ? createSmtpMailAdapter(db, { smtpUrl: config.mail.smtpUrl, from: config.mail.from })
    : createOutboxMailAdapter(db);
  const sms = config.sms.kind === 'http' ? createHttpSmsAdapter(db, config.sms) : createOutboxSmsAdapter(db);
  const jobs = await createJobQueue(database, log, config.jobs, jobRegistry);
  return { config, database, db, mail, sms, jobs, log };
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop().catch((err) => ctx.log.error({ err }, 'stopping the job queue failed'));
  await ctx.mail.close?.();
  // SSH connections kept for the next SFTP delivery would hold the process open until their idle timeout
  await closeIdleSftpClients();
  await ctx.database.close();
}
