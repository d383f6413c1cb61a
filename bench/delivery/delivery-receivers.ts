import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSftpTestServer } from '../../apps/server/src/connectors/ftp/test-servers/sftp-test-server.ts';

/**
 * A webhook receiver that counts, per webhook-id, the attempts it refused and the deliveries it took:
 * `failFirst` answers 503 to the first N attempts of every message (a receiver having a bad minute).
 */
export async function startWebhookReceiver(opts: { failFirst: number }) {
  const attempts = new Map<string, number>();
  const accepted = new Map<string, number>();
  const acceptedAt = new Map<string, number>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      const n = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, n);
      if (n <= opts.failFirst) return res.writeHead(503).end();
      accepted.set(id, (accepted.get(id) ?? 0) + 1);
      if (!acceptedAt.has(id)) acceptedAt.set(id, performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/bench`,
    attempts,
    accepted,
    acceptedAt,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export const SFTP_USER = { username: 'bench', password: 'bench-pass' };

/** The in-process SFTP server of the connector tests, with the destination folder. */
export async function startSftpReceiver() {
  const server = await startSftpTestServer(SFTP_USER);
  server.dirs.add('/drop');
  return { server, files: () => [...server.files.keys()].filter((k) => k.startsWith('/drop/') && !k.split('/').pop()!.startsWith('.')) };
}
