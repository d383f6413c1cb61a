import { openBasicFtpSource } from './ftp-source-basic.session.ts';
import { openSftpSource } from './ftp-source-sftp.session.ts';
import type { FtpSourceSession, FtpSourceTarget } from './ftp-source.types.ts';
import { probeDeadline } from './probe-error-message.ts';

export type { FtpSourceSession, FtpSourceTarget, MoveFolder, RemoteDownload, RemoteFile } from './ftp-source.types.ts';

/**
 * Opens a mapping's source folder: FTP/FTPS through basic-ftp, SFTP through ssh2-sftp-client,
 * one interface for both (list, download as a stream, move to done/ or failed/). Connecting and
 * logging in is bounded by `timeoutMs` on top of the libraries' own limits; a failure rejects
 * with the library's error (probeErrorMessage turns it into words for the user).
 */
export async function openFtpSource(target: FtpSourceTarget): Promise<FtpSourceSession> {
  const opening = target.protocol === 'sftp' ? openSftpSource(target) : openBasicFtpSource(target);
  const deadline = probeDeadline(target.timeoutMs);
  try {
    return await Promise.race([opening, deadline.promise]);
  } catch (e) {
    // a session that opens after the deadline is closed at once
    void opening.then((s) => s.close()).catch(() => undefined);
    throw e;
  } finally {
    deadline.cancel();
  }
}
