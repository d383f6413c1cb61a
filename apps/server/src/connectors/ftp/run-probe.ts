import { randomBytes } from 'node:crypto';
import { PROBE_FILE_PREFIX, type FtpProbeResult, type FtpProbeTarget } from './ftp-probe.types.ts';
import { probeDeadline, probeErrorMessage } from './probe-error-message.ts';

export const FTP_CONNECTED = 'The connection was successful.';
export const FTP_CONNECTED_WRITABLE = 'The connection was successful and the folder is writable.';

/** What a protocol client does for a check; the flow around it is the same for FTP, FTPS and SFTP. */
export interface ProbeSession {
  open(): Promise<void>;
  list(): Promise<void>;
  /** where a probe file of this name goes (the folder the check is about) */
  probePath(name: string): string;
  write(path: string, bytes: Buffer): Promise<void>;
  remove(path: string): Promise<void>;
  close(): Promise<void> | void;
}

/**
 * Log in, list the folder and, for a destination, upload and delete a probe file, all within the
 * target's time limit; any failure answers with the server's own message.
 */
export async function runProbe(target: FtpProbeTarget, session: ProbeSession): Promise<FtpProbeResult> {
  const deadline = probeDeadline(target.timeoutMs);
  const run = async (): Promise<FtpProbeResult> => {
    await session.open();
    await session.list();
    if (!target.writeCheck) return { ok: true, message: FTP_CONNECTED };
    const probe = session.probePath(`${PROBE_FILE_PREFIX}${randomBytes(6).toString('hex')}.txt`);
    await session.write(probe, Buffer.from('paperbridge write check\n'));
    await session.remove(probe);
    return { ok: true, message: FTP_CONNECTED_WRITABLE };
  };
  try {
    return await Promise.race([run(), deadline.promise]);
  } catch (e) {
    return { ok: false, message: probeErrorMessage(e, target) };
  } finally {
    deadline.cancel();
    await Promise.resolve(session.close()).catch(() => undefined);
  }
}
