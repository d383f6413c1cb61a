import type { FtpLogin } from './ftp-login.ts';

/** One connection check to an FTP, FTPS or SFTP server (timeoutMs: the whole check's limit). */
export interface FtpProbeTarget extends FtpLogin {
  /** upload and delete a small probe file (destinations) */
  writeCheck: boolean;
}

/** ok false carries the server's own answer (e.g. '530 Login incorrect.') or the network error. */
export interface FtpProbeResult {
  ok: boolean;
  message: string;
}

export const PROBE_FILE_PREFIX = '.paperbridge-probe-';
