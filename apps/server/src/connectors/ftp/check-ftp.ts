import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import { PROBE_FILE_PREFIX, type FtpProbeResult, type FtpProbeTarget } from './ftp-probe.types.ts';
import { probeDeadline, probeErrorMessage } from './probe-error-message.ts';

export const FTP_CONNECTED = 'The connection was successful.';
export const FTP_CONNECTED_WRITABLE = 'The connection was successful and the folder is writable.';

/**
 * FTP or FTPS (explicit AUTH TLS; implicit on port 990) with basic-ftp: log in, list the folder,
 * and for a destination upload and delete a probe file. Data connections stay on the checked
 * address (allowSeparateTransferHost false), so a PASV answer cannot redirect them.
 */
export async function checkFtp(target: FtpProbeTarget): Promise<FtpProbeResult> {
  const client = new Client(target.timeoutMs, { allowSeparateTransferHost: false });
  const deadline = probeDeadline(target.timeoutMs);
  const run = async (): Promise<FtpProbeResult> => {
    await client.access({
      host: target.address,
      port: target.port,
      user: target.username,
      password: target.password,
      secure: target.protocol === 'ftps' ? (target.port === 990 ? 'implicit' : true) : false,
      secureOptions: target.protocol === 'ftps' ? { servername: target.host } : undefined,
    });
    if (target.path) await client.cd(target.path);
    await client.list();
    if (!target.writeCheck) return { ok: true, message: FTP_CONNECTED };
    const probe = `${PROBE_FILE_PREFIX}${randomBytes(6).toString('hex')}.txt`;
    await client.uploadFrom(Readable.from([Buffer.from('paperbridge write check\n')]), probe);
    await client.remove(probe);
    return { ok: true, message: FTP_CONNECTED_WRITABLE };
  };
  try {
    return await Promise.race([run(), deadline.promise]);
  } catch (e) {
    return { ok: false, message: probeErrorMessage(e, target) };
  } finally {
    deadline.cancel();
    client.close();
  }
}
