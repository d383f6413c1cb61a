import { createHash } from 'node:crypto';
import SftpClient from 'ssh2-sftp-client';
import { sftpConnect, type FtpLogin } from './ftp-login.ts';

/** How long an idle SSH connection to a destination is kept for the next document. */
export const SFTP_IDLE_MS = 20_000;

interface Idle {
  client: SftpClient;
  timer: NodeJS.Timeout;
}

interface Pooled {
  client: SftpClient;
  /** taken from the pool rather than opened for this upload: it may have died while idle */
  reused: boolean;
}

const idle = new Map<string, Idle[]>();
const dead = new WeakSet<SftpClient>();

// the password is part of the key (hashed), so a changed password never rides an old login
const keyOf = (t: FtpLogin) =>
  `${t.address}|${t.port}|${t.username}|${createHash('sha256').update(t.password).digest('base64url')}`;

function open(): SftpClient {
  const client: SftpClient = new SftpClient('paperbridge-ftp-upload', {
    error: () => dead.add(client),
    end: () => dead.add(client),
    close: () => dead.add(client),
  });
  return client;
}

/**
 * An SFTP connection for one upload: an idle one to the same server and login when there is one
 * (an SSH handshake costs 100-200 ms per document otherwise), else a new one. One upload uses a
 * connection at a time; several uploads in parallel open several.
 */
export async function takeSftpClient(t: FtpLogin, opts: { fresh?: boolean } = {}): Promise<Pooled> {
  const list = idle.get(keyOf(t));
  while (!opts.fresh && list?.length) {
    const { client, timer } = list.pop()!;
    clearTimeout(timer);
    if (!dead.has(client)) return { client, reused: true };
  }
  const client = open();
  await client.connect(sftpConnect(t));
  return { client, reused: false };
}

/** After an upload that went well: kept for SFTP_IDLE_MS, then closed. */
export function giveBackSftpClient(t: FtpLogin, client: SftpClient): void {
  if (dead.has(client)) return;
  const key = keyOf(t);
  const list = idle.get(key) ?? [];
  const timer = setTimeout(() => {
    const at = list.findIndex((x) => x.client === client);
    if (at >= 0) list.splice(at, 1);
    if (!list.length) idle.delete(key);
    void endSftpClient(client);
  }, SFTP_IDLE_MS);
  // an idle connection never keeps the process alive
  timer.unref();
  list.push({ client, timer });
  idle.set(key, list);
}

/** After a failure, or when the process stops: the connection is not used again. */
export async function endSftpClient(client: SftpClient): Promise<void> {
  dead.add(client);
  await client.end().catch(() => undefined);
}

/** Closes every idle connection (process shutdown, tests). */
export async function closeIdleSftpClients(): Promise<void> {
  const all = [...idle.values()].flat();
  idle.clear();
  for (const x of all) clearTimeout(x.timer);
  await Promise.all(all.map((x) => endSftpClient(x.client)));
}
