import { PassThrough } from 'node:stream';
import { Client } from 'basic-ftp';
import type { FtpSourceSession, FtpSourceTarget, MoveFolder, RemoteDownload, RemoteFile } from './ftp-source.types.ts';
import { freeName } from './free-name.ts';
import { basicFtpAccess } from './ftp-login.ts';

/**
 * An FTP or FTPS (explicit AUTH TLS; implicit on port 990) source folder with basic-ftp. Data
 * connections stay on the checked address (allowSeparateTransferHost false), so a PASV answer
 * cannot redirect them. basic-ftp runs one command at a time, so every call first waits for the
 * download before it; a client that a failed transfer left closed logs in again.
 */
export async function openBasicFtpSource(target: FtpSourceTarget): Promise<FtpSourceSession> {
  const client = new Client(target.timeoutMs, { allowSeparateTransferHost: false });
  let folder = '';
  const login = async () => {
    await client.access(basicFtpAccess(target));
    if (target.path) await client.cd(target.path);
    folder = (await client.pwd()).replace(/\/$/, '');
  };
  try {
    await login();
  } catch (e) {
    client.close();
    throw e;
  }

  let previous: Promise<unknown> = Promise.resolve();
  const ready = async () => {
    await previous.catch(() => undefined);
    if (client.closed) await login();
  };
  // names already in done/ and failed/, read once per session: ftp-srv and many servers overwrite on RNTO
  const taken = new Map<MoveFolder, Set<string>>();

  return {
    async list(): Promise<RemoteFile[]> {
      await ready();
      const entries = await client.list();
      return entries
        .filter((e) => e.isFile)
        .map((e) => ({
          name: e.name,
          path: `${folder}/${e.name}`,
          size: e.size,
          modifiedAt: e.modifiedAt?.toISOString() ?? e.rawModifiedAt ?? '',
        }));
    },
    download(file): RemoteDownload {
      const stream = new PassThrough();
      const done = ready().then(async () => {
        await client.downloadTo(stream, file.path);
      });
      done.catch((err: Error) => {
        stream.destroy(err);
        // the control connection may still wait for the aborted transfer's reply: start afresh
        client.close();
      });
      previous = done;
      return { stream, done };
    },
    async moveTo(file, to) {
      await ready();
      let names = taken.get(to);
      if (!names) {
        // ensureDir makes the folder and enters it: list what is there, then come back
        await client.ensureDir(`${folder}/${to}`);
        names = new Set((await client.list()).map((e) => e.name));
        await client.cd(folder || '/');
        taken.set(to, names);
      }
      const name = freeName(names, file.name);
      const dest = `${folder}/${to}/${name}`;
      await client.rename(file.path, dest);
      names.add(name);
      return dest;
    },
    async close() {
      await previous.catch(() => undefined);
      client.close();
    },
  };
}
