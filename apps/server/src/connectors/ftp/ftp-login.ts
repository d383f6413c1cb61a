import tls from 'node:tls';
import type { AccessOptions } from 'basic-ftp';
import type { ConnectOptions } from 'ssh2-sftp-client';

/** Where an FTP, FTPS or SFTP server is and how to log in: what the connection check and the source share. */
export interface FtpLogin {
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
  timeoutMs: number;
  /** PEM of further certificate authorities an FTPS server's certificate may chain to (FTPS_CA_FILE); the system's always apply */
  extraCa?: string | null;
}

/** basic-ftp's login: FTPS is explicit AUTH TLS, implicit on port 990, checked against the typed host name. */
export const basicFtpAccess = (t: FtpLogin): AccessOptions => ({
  host: t.address,
  port: t.port,
  user: t.username,
  password: t.password,
  secure: t.protocol === 'ftps' ? (t.port === 990 ? 'implicit' : true) : false,
  secureOptions:
    t.protocol === 'ftps'
      ? { servername: t.host, ...(t.extraCa ? { ca: [...tls.rootCertificates, t.extraCa] } : {}) }
      : undefined,
});

/** ssh2-sftp-client's login: the password only, no retries (the caller decides when to try again). */
export const sftpConnect = (t: FtpLogin): ConnectOptions => ({
  host: t.address,
  port: t.port,
  username: t.username,
  password: t.password,
  readyTimeout: t.timeoutMs,
  retries: 0,
  tryKeyboard: false,
});
