import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pino from 'pino';
import { loadConfig } from '../config/config.ts';
import { createContext, closeContext } from '../create-context.ts';
import { buildApp } from '../http/build-app.ts';
import type { AppContext } from '../context/app-context.ts';
import type { AppInstance } from '../http/app-instance.ts';
import { createTestDatabaseUrl } from './test-database-url.ts';
import { freePort } from '@paperbridge/test-kit/free-port.ts';
import { openMigratedPglite } from './pglite-snapshot.ts';

export interface TestApp {
  app: AppInstance;
  ctx: AppContext;
  /** http://127.0.0.1:PORT, a real listening server (OIDC needs a real issuer URL) */
  url: string;
  close(): Promise<void>;
}

/** A real server on a free port with its own database (PGlite in memory, or PostgreSQL when DATABASE_URL is set). */
export async function startTestApp(
  env: Record<string, string> = {},
  opts: { workers?: boolean } = {},
): Promise<TestApp> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-test-'));
  const database = await createTestDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const log = pino({ level: config.logLevel });
  const ctx = await createContext(config, log, { openMemoryPglite: openMigratedPglite });
  if (opts.workers !== false) await ctx.jobs.startWorkers(ctx);
  const app = await buildApp(ctx);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    ctx,
    url: config.publicUrl,
    async close() {
      await app.close();
      await closeContext(ctx);
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
