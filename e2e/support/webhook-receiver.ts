import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookHit {
  id: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on loopback that records every POST (the product needs SSRF_ALLOW_HOSTS=127.0.0.1 to reach it). */
export async function startWebhookReceiver(path = '/hook'): Promise<{ url: string; hits: WebhookHit[]; close(): Promise<void> }> {
  const hits: WebhookHit[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ id: String(req.headers['webhook-id']), headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    hits,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
