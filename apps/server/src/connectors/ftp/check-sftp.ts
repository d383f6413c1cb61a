import SftpClient from 'ssh2-sftp-client';
import type { FtpProbeResult, FtpProbeTarget } from './ftp-probe.types.ts';
import { runProbe } from './run-probe.ts';
import { sftpConnect } from './ftp-login.ts';

/** SFTP with ssh2-sftp-client: log in with the password, list the folder, probe writing for a destination. */
export function checkSftp(target: FtpProbeTarget): Promise<FtpProbeResult> {
  const client = new SftpClient('paperbridge-check');
  const folder = target.path || '.';
  return runProbe(target, {
    async open() {
      await client.connect(sftpConnect(target));
    },
    async list() {
      await client.list(folder);
    },
    probePath: (name) => `${folder.replace(/\/$/, '')}/${name}`,
    async write(path, bytes) {
      await client.put(bytes, path);
    },
    async remove(path) {
      await client.delete(path);
    },
    close: () => client.end().then(() => undefined),
  });
}
