import fs from 'node:fs';
import path from 'node:path';
import { readOperatorAccess, type OperatorAccess } from '../services/operator/operator-key.ts';
import { CliError } from './cli-error.ts';

/** The running server of this data folder, if one answers; the CLI then works through it. */
export async function runningServer(dataDir: string): Promise<OperatorAccess | null> {
  const access = readOperatorAccess(dataDir);
  if (!access) return null;
  try {
    const res = await fetch(`${access.url}/api/health`, { signal: AbortSignal.timeout(3000) });
    return res.ok ? access : null;
  } catch {
    return null;
  }
}

async function answer<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as { code: number; message: string; result: T } | null;
  if (!res.ok || !body || body.code !== 200) throw new CliError(body?.message ?? `The server answered ${res.status}`);
  return body.result;
}

export async function remoteCommand(
  access: OperatorAccess,
  command: string,
  options: Record<string, string | undefined>,
): Promise<string> {
  const clean = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  const res = await fetch(`${access.url}/api/Operator/Command`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': access.key },
    body: JSON.stringify({ command, options: clean }),
  });
  return answer<string>(res);
}

/** `process` through the running server: the file is sent as it is read from disk (a Blob backed by the file). */
export async function remoteProcess(
  access: OperatorAccess,
  file: string,
  fields: { email: string; mapping: string },
): Promise<unknown> {
  const form = new FormData();
  form.append('email', fields.email);
  form.append('mapping', fields.mapping);
  form.append('file', await fs.openAsBlob(file), path.basename(file));
  const res = await fetch(`${access.url}/api/Operator/Process`, {
    method: 'POST',
    headers: { 'x-operator-key': access.key },
    body: form,
  });
  return answer<unknown>(res);
}
