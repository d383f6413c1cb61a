import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from './config/config.ts';
import { closeContext, createContext } from './create-context.ts';
import type { AppContext } from './context/app-context.ts';
import { queueEmail } from './jobs/queue-email.ts';
import { createTestDatabaseUrl } from './testing/test-database-url.ts';
import { freePort } from '@paperbridge/test-kit/free-port.ts';
import { startRoleProcess, type RoleProcess } from './testing/start-role-process.ts';
import net from 'node:net';

/** The first line an SMTP server sends on connect, or null when nothing listens on the port. */
async function smtpGreeting(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('data', (c) => {
      socket.destroy();
      resolve(c.toString().split('\r\n')[0]!);
    });
    socket.once('error', () => resolve(null));
  });
}

/** Scale-out: `--role api` serves HTTP only, `--role worker` runs jobs only, on one PostgreSQL. */
describe(
  'API and worker processes split by --role (PostgreSQL only)',
  { skip: !process.env.DATABASE_URL && 'needs DATABASE_URL (PGlite allows one process)' },
  () => {
    let db: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
    let sender: AppContext;
    let worker: RoleProcess | undefined;
    let api: RoleProcess | undefined;
    let env: Record<string, string>;

    before(async () => {
      db = await createTestDatabaseUrl();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-roles-'));
      const port = await freePort();
      env = {
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      };
      // this process only enqueues, like an API process would
      sender = await createContext(loadConfig({ ...env, LOG_LEVEL: 'silent' }), pino({ level: 'silent' }));
    });
    after(async () => {
      await worker?.stop();
      await api?.stop();
      await closeContext(sender);
      await db.drop();
    });

    it('an API-role process answers HTTP and leaves jobs queued', async () => {
      const smtpPort = await freePort();
      api = startRoleProcess('api', { ...env, INBOUND_SMTP_PORT: String(smtpPort), INBOUND_SMTP_HOST: '127.0.0.1' });
      // a loaded CI machine may take long to start a tsx process; the wait ends as soon as it answers
      const until = Date.now() + 180_000;
      let health: { workers: number } | null = null;
      while (!health) {
        health = await fetch(`${env.PUBLIC_URL}/api/health`)
          .then((r) => (r.ok ? r.json().then((b: { result: { workers: number } }) => b.result) : null))
          .catch(() => null);
        assert.ok(health || Date.now() < until, `api did not start: ${api.output()}`);
        if (!health) await new Promise((r) => setTimeout(r, 250));
      }
      // the process itself says it runs no job worker: nothing in it can take the job queued below
      assert.equal(health.workers, 0);
      // the body is sealed with the app secret: the worker (same DATA_DIR) reads the same DATA_DIR/app-secret
      await queueEmail(sender, { to: 'split@example.com', subject: 'Queued', text: 'x' });
      const [job] = await sender.database.query<{ state: string }>(
        "select state from pgboss.job where name = 'send-email'",
      );
      assert.equal(job!.state, 'created', 'the job waits for a worker');
      assert.equal(await smtpGreeting(smtpPort), null, 'an API process runs no SMTP receiver');
    });

    it('a worker-role process runs the queued job and serves no HTTP', async () => {
      const smtpPort = await freePort();
      worker = startRoleProcess('worker', {
        ...env,
        PORT: String(await freePort()),
        INBOUND_SMTP_PORT: String(smtpPort),
        INBOUND_SMTP_HOST: '127.0.0.1',
      });
      await sender.jobs.drain('send-email', 180_000);
      const rows = await sender.database.query<{ to: string }>('select "to" from outbox_messages');
      assert.deepEqual(
        rows.map((r) => r.to),
        ['split@example.com'],
      );
      // the e-mail source's SMTP receiver starts with the workers, before the process says it started (docs/email-source.md)
      for (const until = Date.now() + 60_000; !/worker started/.test(worker.output()) && Date.now() < until;)
        await new Promise((r) => setTimeout(r, 100));
      assert.match(worker.output(), /worker started/);
      assert.match((await smtpGreeting(smtpPort)) ?? '', /^220 /);
    });
  },
);
