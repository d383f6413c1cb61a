import { finished } from 'node:stream/promises';
import SftpClient from 'ssh2-sftp-client';
import type { FtpSourceSession, FtpSourceTarget, MoveFolder, RemoteDownload, RemoteFile } from './ftp-source.types.ts';
import { freeName } from './free-name.ts';
import { sftpConnect } from './ftp-login.ts';

/** An SFTP source folder with ssh2-sftp-client: password login, paths made absolute once at the start. */
export async function openSftpSource(target: FtpSourceTarget): Promise<FtpSourceSession> {
  // the library's default listeners print to the console; a lost connection surfaces as the next call's error
  const quiet = () => undefined;
  const client = new SftpClient('paperbridge-ftp-source', { error: quiet, end: quiet, close: quiet });
  await client.connect({
    ...sftpConnect(target),
    // a server that stops answering mid-poll ends the connection instead of hanging the poll
    keepaliveInterval: Math.max(1000, Math.floor(target.timeoutMs / 3)),
    keepaliveCountMax: 3,
  });
  let folder: string;
  try {
    folder = (await client.realPath(target.path || '.')).replace(/\/$/, '');
  } catch (e) {
    await client.end().catch(() => undefined);
    throw e;
  }
  const taken = new Map<MoveFolder, Set<string>>();

  return {
    async list(): Promise<RemoteFile[]> {
      const entries = await client.list(folder || '/');
      return entries
        .filter((e) => e.type === '-')
        .map((e) => ({
          name: e.name,
          path: `${folder}/${e.name}`,
          size: e.size,
          modifiedAt: new Date(e.modifyTime).toISOString(),
        }));
    },
    download(file): RemoteDownload {
      const stream = client.createReadStream(file.path);
      return { stream, done: finished(stream) };
    },
    async moveTo(file, to) {
      const dir = `${folder}/${to}`;
      let names = taken.get(to);
      if (!names) {
        if (!(await client.exists(dir))) await client.mkdir(dir, true);
        names = new Set((await client.list(dir)).map((e) => e.name));
        taken.set(to, names);
      }
      const name = freeName(names, file.name);
      const dest = `${dir}/${name}`;
      await client.rename(file.path, dest);
      names.add(name);
      return dest;
    },
    async close() {
      await client.end().catch(() => undefined);
    },
  };
}
