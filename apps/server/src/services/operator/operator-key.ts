import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Where a running server tells local operator tools how to reach it (DATA_DIR, readable by its owner only). */
export const operatorFile = (dataDir: string) => path.join(dataDir, 'operator.json');

export interface OperatorAccess {
  url: string;
  key: string;
  pid: number;
}

/**
 * The running server's operator access: a fresh random key per start, written 0600 beside the
 * data. Only someone who can read the data folder (the operator on this machine) can use it, and
 * the operator routes also accept loopback requests only.
 */
export function publishOperatorAccess(dataDir: string, url: string): OperatorAccess {
  const access = { url, key: randomBytes(32).toString('base64url'), pid: process.pid };
  fs.mkdirSync(dataDir, { recursive: true });
  const file = operatorFile(dataDir);
  fs.writeFileSync(file, JSON.stringify(access), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return access;
}

export function withdrawOperatorAccess(dataDir: string, access: OperatorAccess): void {
  const current = readOperatorAccess(dataDir);
  if (current?.key === access.key) fs.rmSync(operatorFile(dataDir), { force: true });
}

export function readOperatorAccess(dataDir: string): OperatorAccess | null {
  try {
    return JSON.parse(fs.readFileSync(operatorFile(dataDir), 'utf8')) as OperatorAccess;
  } catch {
    return null;
  }
}

export function sameKey(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given),
    b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
