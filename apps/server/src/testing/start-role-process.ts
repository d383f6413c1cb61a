import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RoleProcess {
  child: ChildProcess;
  /** what the process printed so far (stdout and stderr) */
  output(): string;
  /** SIGTERM (a clean stop) by default; resolves once the process has exited */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** `node src/main.ts --role api|worker` as an operator starts it, with this configuration on top of the environment. */
export function startRoleProcess(role: 'api' | 'worker' | 'all', env: Record<string, string>): RoleProcess {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--role', role], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (out += c));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    child,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Resolves once `url`/api/health answers 200; throws with the process's output when it exits or `ms` pass. */
export async function waitForHealth(url: string, proc: RoleProcess, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (proc.child.exitCode !== null)
      throw new Error(`the process exited (${proc.child.exitCode}):\n${proc.output().slice(-4000)}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`no answer from ${url} in ${ms} ms:\n${proc.output().slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Resolves once the worker process says it started (its queues and the e-mail receiver are up). */
export async function waitForWorker(proc: RoleProcess, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (!/worker started/.test(proc.output())) {
    if (proc.child.exitCode !== null)
      throw new Error(`the worker exited (${proc.child.exitCode}):\n${proc.output().slice(-4000)}`);
    if (Date.now() > until) throw new Error(`the worker did not start in ${ms} ms:\n${proc.output().slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
