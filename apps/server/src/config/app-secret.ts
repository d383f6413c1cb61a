import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const APP_SECRET_FILE = 'app-secret';

/**
 * When APP_SECRET is not set: the secret kept in DATA_DIR/app-secret (mode 0600), made at random on
 * first start. Every process that shares the data folder (the server, its workers, the operator CLI)
 * reads the same file; two processes starting together agree, because the file appears whole or not
 * at all (written aside, then hard-linked into place, which fails if another process won).
 */
export function resolveAppSecret(dataDir: string): string {
  const file = path.join(dataDir, APP_SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing !== null) return existing;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(aside, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(aside, file);
  } catch (err) {
    // a file system without hard links: an exclusive create, still never overwriting
    if (errorCode(err) !== 'EEXIST') {
      try {
        fs.copyFileSync(aside, file, fs.constants.COPYFILE_EXCL);
      } catch (again) {
        if (errorCode(again) !== 'EEXIST') throw again;
      }
    }
  } finally {
    fs.rmSync(aside, { force: true });
  }
  const made = readSecretFile(file);
  if (made === null) throw new Error(`${file} could not be read back`);
  return made;
}

function readSecretFile(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return null;
    throw err;
  }
  const secret = text.trim();
  if (secret.length < 32)
    throw new Error(
      `${file} must hold at least 32 characters (delete it to make a new one: every user signs in again)`,
    );
  // readable by its owner only, even if it was copied in with wider rights
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return secret;
}

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException).code;
