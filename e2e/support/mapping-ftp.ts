import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FtpSrv } from 'ftp-srv';
import { freePort } from '@paperbridge/test-kit/free-port.ts';

export interface FtpTestServer {
  host: string;
  port: number;
  /** the folder the user logs into */
  root: string;
  close(): Promise<void>;
}

/** ftp-srv's bunyan-shaped logger, silenced. */
const quiet = { child: () => quiet, trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {} };

/** An in-process FTP server on 127.0.0.1 (a free port, a temp root) with one user. */
export async function startFtpServer(user: { username: string; password: string }): Promise<FtpTestServer> {
  const port = await freePort();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-e2e-ftp-'));
  const server = new FtpSrv({
    url: `ftp://127.0.0.1:${port}`,
    pasv_url: '127.0.0.1',
    pasv_min: 41000,
    pasv_max: 48999,
    anonymous: false,
    greeting: 'Paperbridge e2e FTP',
    log: quiet as never,
  });
  server.on('login', ({ username, password }, resolve, reject) => {
    if (username === user.username && password === user.password) resolve({ root });
    else reject(new Error('Login incorrect.'));
  });
  await server.listen();
  return {
    host: '127.0.0.1',
    port,
    root,
    async close() {
      await server.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
