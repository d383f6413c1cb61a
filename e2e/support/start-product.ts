import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { freePort } from '@paperbridge/test-kit/free-port.ts';
import { migratedDatabaseFolder } from './migrated-data-folder.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Product {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  logs(): string;
}

function runCli(dataDir: string, args: string[]): string {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`paperbridge ${args.join(' ')} failed (${r.status}): ${r.stderr}`);
  return r.stdout.trim();
}

/**
 * Starts the product exactly as `npm start` does (the server process serving the built web app,
 * embedded PGlite in its own data folder), on a free port. Black-box: tests talk HTTP only.
 */
export async function startProduct(
  env: Record<string, string> = {},
  opts: { prepare?: (cli: (...args: string[]) => string) => void } = {},
): Promise<Product> {
  const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!fs.existsSync(webIndex)) throw new Error('apps/web/dist is missing: run `npm run build` first (npm test does)');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  fs.cpSync(migratedDatabaseFolder(repoRoot), path.join(dataDir, 'db'), { recursive: true });
  // the operator CLI shares the data folder; PGlite allows one process at a time, so it runs before the server
  if (opts.prepare) opts.prepare((...args) => runCli(dataDir, args));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c) => (output += c.toString()));
  child.stderr!.on('data', (c) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // a loaded CI machine has taken over 60 s to start it (session 29's local run)
  const deadline = Date.now() + 150_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the product exited (${child.exitCode}):\n${output}`);
      try {
        if ((await call(url, CALLS.public.health)).status === 200) break;
      } catch (err) {
        // fetch's TypeError: not listening yet; anything else (a health answer off its schema) is the failure itself
        if (!(err instanceof TypeError)) throw err;
      }
      if (Date.now() > deadline) throw new Error(`the product did not start in 150 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (err) {
    // the caller gets no Product to stop: a product left running would hold the test process open for ever
    // (its pipes keep the event loop alive), and the run would hang instead of failing
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    dataDir,
    logs: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
