import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FtpSrv } from 'ftp-srv';
import { freePort } from '../free-port.ts';

export interface TestServer {
  port: number;
  /** the folder the user logs into (FTP) */
  root: string;
  close(): Promise<void>;
}

/** a login the server saw, and whether it came over TLS */
export interface FtpLoginSeen {
  username: string;
  secure: boolean;
}

/** ftp-srv's bunyan-shaped logger, silenced. */
const quiet = { child: () => quiet, trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {} };

/**
 * An in-process FTP server (ftp-srv) with one user; a wrong password gets '530 Login incorrect.'
 * With `tls` it offers AUTH TLS (explicit FTPS) with that certificate.
 */
export async function startFtpTestServer(
  user: { username: string; password: string },
  opts: { tls?: { key: string; cert: string } } = {},
): Promise<TestServer & { logins: FtpLoginSeen[] }> {
  const port = await freePort();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-ftp-'));
  const server = new FtpSrv({
    url: `ftp://127.0.0.1:${port}`,
    pasv_url: '127.0.0.1',
    pasv_min: 40000,
    pasv_max: 49999,
    anonymous: false,
    greeting: 'Paperbridge test FTP',
    log: quiet,
    ...(opts.tls ? { tls: opts.tls } : {}),
  });
  const logins: FtpLoginSeen[] = [];
  server.on('login', ({ connection, username, password }, resolve, reject) => {
    // ftp-srv marks a connection secure once AUTH TLS succeeded: what proves a client did not fall back to plain FTP
    logins.push({ username, secure: Boolean((connection as { secure?: boolean }).secure) });
    if (username === user.username && password === user.password) resolve({ root });
    else reject(new Error('Login incorrect.'));
  });
  await server.listen();
  return {
    port,
    root,
    logins,
    async close() {
      await server.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
