import { randomBytes } from 'node:crypto';
import SftpClient from 'ssh2-sftp-client';
import { PROBE_FILE_PREFIX, type FtpProbeResult, type FtpProbeTarget } from './ftp-probe.types.ts';
import { probeDeadline, probeErrorMessage } from './probe-error-message.ts';
import { FTP_CONNECTED, FTP_CONNECTED_WRITABLE } from './check-ftp.ts';

/** SFTP with ssh2-sftp-client: log in with the password, list the folder, probe writing for a destination. */
export async function checkSftp(target: FtpProbeTarget): Promise<FtpProbeResult> {
  const client = new SftpClient('paperbridge-check');
  const deadline = probeDeadline(target.timeoutMs);
  const folder = target.path || '.';
  const run = async (): Promise<FtpProbeResult> => {
    await client.connect({
      host: target.address,
      port: target.port,
      username: target.username,
      password: target.password,
      readyTimeout: target.timeoutMs,
      retries: 0,
      tryKeyboard: false,
    });
    await client.list(folder);
    if (!target.writeCheck) return { ok: true, message: FTP_CONNECTED };
    const probe = `${folder.replace(/\/$/, '')}/${PROBE_FILE_PREFIX}${randomBytes(6).toString('hex')}.txt`;
    await client.put(Buffer.from('paperbridge write check\n'), probe);
    await client.delete(probe);
    return { ok: true, message: FTP_CONNECTED_WRITABLE };
  };
  try {
    return await Promise.race([run(), deadline.promise]);
  } catch (e) {
    return { ok: false, message: probeErrorMessage(e, target) };
  } finally {
    deadline.cancel();
    await client.end().catch(() => undefined);
  }
}
