import type { Readable } from 'node:stream';
import type { FtpLogin } from './ftp-login.ts';

/** Where an FTP, FTPS or SFTP source folder is and how to log in (timeoutMs: connecting and logging in, and any one reply after that). */
export type FtpSourceTarget = FtpLogin;

/** A plain file in the watched folder (folders and links are not listed). */
export interface RemoteFile {
  name: string;
  /** the file's path on the server (the folder as configured, then the name) */
  path: string;
  size: number;
  /** the server's modification time as it gave it (ISO for MLSD/SFTP, the raw LIST text otherwise); '' when unknown */
  modifiedAt: string;
}

/** One file being downloaded: read `stream`, then await `done` (the server's confirmation that the transfer was whole). */
export interface RemoteDownload {
  stream: Readable;
  done: Promise<void>;
}

export type MoveFolder = 'done' | 'failed';

/**
 * An open connection to a source folder. One operation at a time: a download must be read to
 * its end (and `done` awaited) before the next call.
 */
export interface FtpSourceSession {
  list(): Promise<RemoteFile[]>;
  download(file: RemoteFile): RemoteDownload;
  /** moves the file into `done/` or `failed/` beside it (made when missing); answers the new path. A name taken there gets `-2`, `-3`… */
  moveTo(file: RemoteFile, folder: MoveFolder): Promise<string>;
  close(): Promise<void>;
}
