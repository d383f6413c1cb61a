import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  id: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** what the receiver answered */
  status: number;
}

export interface WebhookReceiver {
  url: string;
  /** every POST, in order */
  requests: ReceivedWebhook[];
  /** tries per webhook-id */
  attempts: Map<string, number>;
  /** 2xx answers per webhook-id (more than one is a delivery the receiver took twice) */
  accepted: Map<string, number>;
  /** what the receiver's user sees: each webhook-id once, at its first 2xx (Standard Webhooks receivers de-duplicate on it) */
  shown: Map<string, ReceivedWebhook>;
  /** answer this status to every request from now on (null: back to the default) */
  /** every message is answered with this status (null: back to the default), with these headers (e.g. Retry-After) */
  setStatus(status: number | null, headers?: Record<string, string>): void;
  close(): Promise<void>;
}

/**
 * A webhook receiver on loopback for tests, the browser tier and benchmarks (the product reaches it
 * with SSRF_ALLOW_HOSTS=127.0.0.1). By default it answers 204; `failFirst` answers 503 to the first N
 * tries of every message, as a receiver having a bad minute.
 */
export async function startWebhookReceiver(opts: { path?: string; failFirst?: number } = {}): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  const attempts = new Map<string, number>();
  const accepted = new Map<string, number>();
  const shown = new Map<string, ReceivedWebhook>();
  let fixed: number | null = null;
  let fixedHeaders: Record<string, string> = {};
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      const tries = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, tries);
      const status = fixed ?? (tries <= (opts.failFirst ?? 0) ? 503 : 204);
      const hit = { id, headers: req.headers, body, status };
      requests.push(hit);
      if (status >= 200 && status < 300) {
        accepted.set(id, (accepted.get(id) ?? 0) + 1);
        if (!shown.has(id)) shown.set(id, hit);
      }
      res.writeHead(status, fixed === null ? {} : fixedHeaders).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${opts.path ?? '/hook'}`,
    requests,
    attempts,
    accepted,
    shown,
    setStatus: (status, headers = {}) => {
      fixed = status;
      fixedHeaders = headers;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
