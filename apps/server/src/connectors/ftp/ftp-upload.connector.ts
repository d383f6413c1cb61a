import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import SftpClient from 'ssh2-sftp-client';
import { basicFtpAccess, sftpConnect, type FtpLogin } from './ftp-login.ts';
import { probeDeadline, probeErrorMessage } from './probe-error-message.ts';

export interface UploadFile {
  /** stable per document and destination: a second attempt finds the first one's file under it */
  name: string;
  bytes: Buffer;
}

export type UploadOutcome =
  | { ok: true; path: string; alreadyThere: boolean }
  | { ok: false; retry: boolean; error: string };

/** A name the receiver's folder watcher skips (a leading dot, a .part suffix) until the rename. */
export const partName = (name: string) => `.${name}.part`;

/** What one protocol needs to do; both keep the same order: look, write under the part name, rename. */
interface UploadSession {
  folder(): Promise<string>;
  sizeOf(name: string): Promise<number | null>;
  write(name: string, bytes: Buffer): Promise<void>;
  /** replaces `to` when it exists (several servers refuse a rename onto an existing name) */
  rename(from: string, to: string): Promise<void>;
  close(): Promise<void>;
}

async function openBasicFtp(t: FtpLogin): Promise<UploadSession> {
  // data connections stay on the checked address: a PASV answer cannot point them elsewhere
  const client = new Client(t.timeoutMs, { allowSeparateTransferHost: false });
  try {
    await client.access(basicFtpAccess(t));
    if (t.path) await client.cd(t.path).catch(() => Promise.reject(Object.assign(new Error(`The folder ${t.path} does not exist on ${t.host}.`), { code: 'NO_FOLDER' })));
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

async function openSftp(t: FtpLogin): Promise<UploadSession> {
  const quiet = () => undefined;
  const client = new SftpClient('paperbridge-ftp-upload', { error: quiet, end: quiet, close: quiet });
  await client.connect(sftpConnect(t));
  let dir: string;
  try {
    dir = (await client.realPath(t.path || '.')).replace(/\/$/, '');
    if ((await client.exists(dir || '/')) !== 'd') throw Object.assign(new Error(`The folder ${t.path} does not exist on ${t.host}.`), { code: 'NO_FOLDER' });
  } catch (e) {
    await client.end().catch(() => undefined);
    throw e;
  }
  const at = (name: string) => `${dir}/${name}`;
  return {
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
    close: async () => void (await client.end().catch(() => undefined)),
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
  const opening = target.protocol === 'sftp' ? openSftp(target) : openBasicFtp(target);
  const deadline = probeDeadline(target.timeoutMs);
  let session: UploadSession;
  try {
    session = await Promise.race([opening, deadline.promise]);
  } catch (e) {
    void opening.then((s) => s.close()).catch(() => undefined);
    return failure(e, target);
  } finally {
    deadline.cancel();
  }
  try {
    const folder = await session.folder();
    const path = `${folder}/${file.name}`;
    if ((await session.sizeOf(file.name)) === file.bytes.length) return { ok: true, path, alreadyThere: true };
    await session.write(partName(file.name), file.bytes);
    await session.rename(partName(file.name), file.name);
    return { ok: true, path, alreadyThere: false };
  } catch (e) {
    return failure(e, target);
  } finally {
    await session.close();
  }
}

function failure(e: unknown, target: FtpLogin): UploadOutcome {
  const err = e as { code?: string; level?: string; message?: string };
  if (err.code === 'NO_FOLDER') return { ok: false, retry: false, error: err.message! };
  const message = probeErrorMessage(e, target);
  const login = err.level === 'client-authentication' || /^530\b|Login incorrect|authentication methods failed/i.test(err.message ?? '');
  return { ok: false, retry: !login, error: login ? 'Authentication failed: the user id or password is incorrect.' : message };
}
