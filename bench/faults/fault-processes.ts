import {
  startRoleProcess,
  waitForHealth,
  waitForWorker,
  type RoleProcess,
} from '../../apps/server/src/testing/start-role-process.ts';

/** The product split as in production: one API process and N worker processes, each replaceable after a kill. */
export interface FaultProcesses {
  url: string;
  api(): RoleProcess;
  workers(): RoleProcess[];
  /** SIGKILL worker `i` and start a new one in its place (without waiting for it) */
  killWorker(i: number): Promise<void>;
  /** SIGKILL the API process, start a new one, resolve once it answers */
  killApi(): Promise<void>;
  restartApi(): Promise<void>;
  stop(): Promise<void>;
}

export async function startFaultProcesses(
  env: Record<string, string>,
  opts: { port: number; workers: number },
): Promise<FaultProcesses> {
  const url = `http://127.0.0.1:${opts.port}`;
  const startApi = () => startRoleProcess('api', { ...env, PORT: String(opts.port) });
  // a worker serves no HTTP: its port is never opened
  const startWorker = () => startRoleProcess('worker', { ...env, PORT: '0' });
  let api = startApi();
  const workers = Array.from({ length: opts.workers }, startWorker);
  await waitForHealth(url, api);
  await Promise.all(workers.map((w) => waitForWorker(w)));
  return {
    url,
    api: () => api,
    workers: () => workers,
    async killWorker(i) {
      await workers[i]!.stop('SIGKILL');
      workers[i] = startWorker();
    },
    async killApi() {
      await api.stop('SIGKILL');
    },
    async restartApi() {
      api = startApi();
      await waitForHealth(url, api);
    },
    async stop() {
      await Promise.all([api, ...workers].map((p) => p.stop()));
    },
  };
}
