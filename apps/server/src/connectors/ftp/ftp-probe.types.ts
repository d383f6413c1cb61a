/** One connection check to an FTP, FTPS or SFTP server. */
export interface FtpProbeTarget {
  /** the address to connect to (already resolved and checked by the SSRF guard) */
  address: string;
  /** the host name as the user typed it (TLS server name, messages) */
  host: string;
  port: number;
  username: string;
  password: string;
  protocol: 'ftp' | 'ftps' | 'sftp';
  /** remote folder; '' = the login folder */
  path: string;
  /** upload and delete a small probe file (destinations) */
  writeCheck: boolean;
  /** the whole check's limit */
  timeoutMs: number;
}

/** ok false carries the server's own answer (e.g. '530 Login incorrect.') or the network error. */
export interface FtpProbeResult {
  ok: boolean;
  message: string;
}

export const PROBE_FILE_PREFIX = '.paperbridge-probe-';
