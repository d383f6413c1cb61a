import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import type { FtpProbeResult, FtpProbeTarget } from './ftp-probe.types.ts';
import { runProbe } from './run-probe.ts';
import { basicFtpAccess } from './ftp-login.ts';

/**
 * FTP or FTPS (explicit AUTH TLS; implicit on port 990) with basic-ftp. Data connections stay on the
 * checked address (allowSeparateTransferHost false), so a PASV answer cannot redirect them.
 */
export function checkFtp(target: FtpProbeTarget): Promise<FtpProbeResult> {
  const client = new Client(target.timeoutMs, { allowSeparateTransferHost: false });
  return runProbe(target, {
    async open() {
      await client.access(basicFtpAccess(target));
      if (target.path) await client.cd(target.path);
    },
    async list() {
      await client.list();
    },
    probePath: (name) => name,
    async write(path, bytes) {
      await client.uploadFrom(Readable.from([bytes]), path);
    },
    async remove(path) {
      await client.remove(path);
    },
    close: () => client.close(),
  });
}
