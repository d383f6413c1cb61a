import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import { basicFtpAccess, type FtpLogin } from './ftp-login.ts';
import { endSftpClient, giveBackSftpClient, takeSftpClient } from './sftp-connection-pool.ts';
import { probeDeadline, probeErrorMessage } from './probe-error-message.ts';

export interface UploadFile {
  /** stable per document and destination: a second attempt finds the first one's file under it */
  name: string;
  bytes: Buffer;
}

export type UploadOutcome =
  { ok: true; path: string; alreadyThere: boolean } | { ok: false; retry: boolean; error: string };

/** A name the receiver's folder watcher skips (a leading dot, a .part suffix) until the rename. */
export const partName = (name: string) => `.${name}.part`;

/** What one protocol needs to do; both keep the same order: look, write under the part name, rename. */
interface UploadSession {
  folder(): Promise<string>;
  sizeOf(name: string): Promise<number | null>;
  write(name: string, bytes: Buffer): Promise<void>;
  /** replaces `to` when it exists (several servers refuse a rename onto an existing name) */
  rename(from: string, to: string): Promise<void>;
  /** ok: the session may serve the next upload (SFTP keeps its connection a while) */
  close(ok: boolean): Promise<void>;
  /** the connection was kept from an earlier upload, so a connection error may only mean it died while idle */
  reused?: boolean;
}

async function openBasicFtp(t: FtpLogin): Promise<UploadSession> {
  // data connections stay on the checked address: a PASV answer cannot point them elsewhere
  const client = new Client(t.timeoutMs, { allowSeparateTransferHost: false });
  try {
    await client.access(basicFtpAccess(t));
    if (t.path)
      await client
        .cd(t.path)
        .catch(() =>
          Promise.reject(
            Object.assign(new Error(`The folder ${t.path} does not exist on ${t.host}.`), { code: 'NO_FOLDER' }),
          ),
        );
  } catch (e) {
    client.close();
    throw e;
  }
  const sizeOf = async (name: string) => {
    const hit = (await client.list()).find((e) => e.isFile && e.name === name);
    return hit ? hit.size : null;
  };
  return {
    folder: async () => (await client.pwd()).replace(/\/$/, ''),
    sizeOf,
    write: async (name, bytes) => void (await client.uploadFrom(Readable.from(bytes), name)),
    async rename(from, to) {
      if ((await sizeOf(to)) !== null) await client.remove(to);
      await client.rename(from, to);
    },
    close: async () => client.close(),
  };
}

async function openSftp(t: FtpLogin, opts: { fresh?: boolean } = {}): Promise<UploadSession> {
  const { client, reused } = await takeSftpClient(t, opts);
  let dir: string;
  try {
    dir = (await client.realPath(t.path || '.')).replace(/\/$/, '');
    if ((await client.exists(dir || '/')) !== 'd')
      throw Object.assign(new Error(`The folder ${t.path} does not exist on ${t.host}.`), { code: 'NO_FOLDER' });
  } catch (e) {
    // a missing folder says nothing against the connection: another mapping's folder on the same login may use it
    if ((e as { code?: string }).code === 'NO_FOLDER') giveBackSftpClient(t, client);
    else await endSftpClient(client);
    throw Object.assign(e as Error, { reusedConnection: reused });
  }
  const at = (name: string) => `${dir}/${name}`;
  return {
    reused,
    folder: async () => dir,
    async sizeOf(name) {
      const kind = await client.exists(at(name));
      return kind === '-' ? (await client.stat(at(name))).size : null;
    },
    write: async (name, bytes) => void (await client.put(bytes, at(name))),
    async rename(from, to) {
      if ((await client.exists(at(to))) === '-') await client.delete(at(to));
      await client.rename(at(from), at(to));
    },
    close: async (ok) => (ok ? giveBackSftpClient(t, client) : endSftpClient(client)),
  };
}

/**
 * Uploads one file into the mapping's destination folder, exactly once as the folder's reader sees it:
 * the bytes go under a part name and are renamed into place, so the final name appears whole or not at
 * all; a file already there under the final name with the same size is an earlier attempt that
 * finished before its worker could record it, and is not written again. A missing folder, refused
 * login or lost connection is an error in words; only the folder and the login are not worth retrying
 * at once (the user must fix them), but the caller's backoff still tries them later.
 */
export async function uploadToFtp(target: FtpLogin, file: UploadFile): Promise<UploadOutcome> {
  const out = await uploadOnce(target, file);
  // a kept SFTP connection the server closed while it was idle: once more on a new one
  if (!out.ok && 'staleConnection' in out) return uploadOnce(target, file, { fresh: true });
  return out.ok ? out : { ok: false, retry: out.retry, error: out.error };
}

type Attempt = UploadOutcome | { ok: false; retry: boolean; error: string; staleConnection: true };

const stale = (e: unknown, reused: boolean | undefined, target: FtpLogin): Attempt => {
  const out = failure(e, target);
  const code = (e as { code?: string }).code;
  return reused && !out.ok && out.retry && code !== 'NO_FOLDER' ? { ...out, staleConnection: true } : out;
};

async function uploadOnce(target: FtpLogin, file: UploadFile, opts: { fresh?: boolean } = {}): Promise<Attempt> {
  const opening = target.protocol === 'sftp' ? openSftp(target, opts) : openBasicFtp(target);
  const deadline = probeDeadline(target.timeoutMs);
  let session: UploadSession;
  try {
    session = await Promise.race([opening, deadline.promise]);
  } catch (e) {
    void opening.then((s) => s.close(false)).catch(() => undefined);
    return stale(e, (e as { reusedConnection?: boolean }).reusedConnection, target);
  } finally {
    deadline.cancel();
  }
  let ok = false;
  try {
    const folder = await session.folder();
    const path = `${folder}/${file.name}`;
    const alreadyThere = (await session.sizeOf(file.name)) === file.bytes.length;
    if (!alreadyThere) {
      await session.write(partName(file.name), file.bytes);
      await session.rename(partName(file.name), file.name);
    }
    ok = true;
    return { ok: true, path, alreadyThere };
  } catch (e) {
    return stale(e, session.reused, target);
  } finally {
    await session.close(ok);
  }
}

function failure(e: unknown, target: FtpLogin): UploadOutcome {
  const err = e as { code?: string; level?: string; message?: string };
  if (err.code === 'NO_FOLDER') return { ok: false, retry: false, error: err.message! };
  const message = probeErrorMessage(e, target);
  const login =
    err.level === 'client-authentication' ||
    /^530\b|Login incorrect|authentication methods failed/i.test(err.message ?? '');
  return {
    ok: false,
    retry: !login,
    error: login ? 'Authentication failed: the user id or password is incorrect.' : message,
  };
}
