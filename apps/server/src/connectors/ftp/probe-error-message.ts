/** A connection error as a message for the user: the server's answer when there is one. */
export function probeErrorMessage(e: unknown, target: { host: string; port: number; timeoutMs: number }): string {
  const err = e as { code?: string | number; message?: string; level?: string };
  const where = `${target.host}:${target.port}`;
  if (err.code === 'ECONNREFUSED') return `Connection refused by ${where}.`;
  if (err.code === 'ETIMEDOUT' || err.code === 'PROBE_TIMEOUT' || /timeout|timed out/i.test(err.message ?? '')) {
    return `Connection to ${where} timed out after ${Math.round(target.timeoutMs / 1000)} s.`;
  }
  if (err.code === 'EHOSTUNREACH' || err.code === 'ENETUNREACH') return `The host ${where} cannot be reached.`;
  if (err.code === 'ECONNRESET') return `The connection was closed by ${where}.`;
  // Node's TLS codes: the certificate chain or the name the user typed does not check out
  if (err.code === 'ERR_TLS_CERT_ALTNAME_INVALID')
    return `The TLS certificate of ${where} is not for ${target.host}: ${err.message}`;
  if (typeof err.code === 'string' && /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)/.test(err.code)) {
    return `The TLS certificate of ${where} is not trusted (${err.message}): use a certificate from a public authority, or ask the operator to trust yours (FTPS_CA_FILE).`;
  }
  if (err.level === 'client-authentication') return 'Authentication failed: the user id or password is incorrect.';
  // ssh2-sftp-client prefixes its messages with the method name
  const message = (err.message ?? String(e))
    .replace(/^(getConnection|connect|list|put|delete|realPath|end): /, '')
    .trim();
  return message || 'The connection failed.';
}

/** Rejects after `ms` with code PROBE_TIMEOUT (the whole check's limit, on top of the libraries' own). */
export function probeDeadline(ms: number): { promise: Promise<never>; cancel(): void } {
  let timer: NodeJS.Timeout;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'PROBE_TIMEOUT' })), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}
