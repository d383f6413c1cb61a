import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startTestApp, type TestApp } from '../../apps/server/src/testing/start-test-app.ts';

const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/src/main.ts');

export interface BenchSetup {
  name: string;
  app: TestApp;
  workers: ChildProcess[];
  /** the peak resident memory of each process that runs the pipeline's jobs, in MB */
  peakRssMb(): number[];
  close(): Promise<void>;
}

/** VmHWM of a live process (Linux): its peak resident set since it started. */
function peakRssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * The product as a benchmark runs it: PGlite with the API and the workers in one process, or
 * PostgreSQL with an API process that runs no jobs and N worker processes (`--role worker`)
 * sharing its database and files.
 */
export async function startSetup(
  kind: 'pglite' | 'postgres',
  workerProcesses: number,
  extraEnv: Record<string, string> = {},
): Promise<BenchSetup> {
  const env = { LOG_LEVEL: 'silent', PAGE_PRICE: '0.01', BILLING_WELCOME_CREDIT: '100000', ...extraEnv };
  if (kind === 'pglite') {
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    const app = await startTestApp(env);
    if (saved) process.env.DATABASE_URL = saved;
    return {
      name: 'PGlite, one process',
      app,
      workers: [],
      peakRssMb: () => [peakRssOf(process.pid)],
      close: () => app.close(),
    };
  }
  const app = await startTestApp(env, { workers: false });
  const workers: ChildProcess[] = [];
  for (let i = 0; i < workerProcesses; i++) {
    const child = spawn(process.execPath, ['--import', 'tsx', serverMain, '--role', 'worker'], {
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'test',
        DATABASE_URL: app.ctx.config.databaseUrl,
        DATA_DIR: app.ctx.config.dataDir,
        APP_SECRET: app.ctx.config.appSecret,
        PUBLIC_URL: app.url,
        ENGINE_THREADS: String(Math.max(1, Math.floor(os.availableParallelism() / workerProcesses))),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    workers.push(child);
  }
  return {
    name: `PostgreSQL, ${workerProcesses} worker process${workerProcesses > 1 ? 'es' : ''}`,
    app,
    workers,
    peakRssMb: () => workers.map((w) => peakRssOf(w.pid!)),
    async close() {
      for (const w of workers) w.kill('SIGTERM');
      await Promise.all(workers.map((w) => new Promise((r) => (w.exitCode !== null ? r(null) : w.once('exit', r)))));
      await app.close();
    },
  };
}

export const exists = (p: string) => fs.existsSync(p);
