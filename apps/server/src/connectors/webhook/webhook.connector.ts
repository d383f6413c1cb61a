import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { HostNotAllowedError, resolvePublicHost, type SsrfOptions } from '../../lib/net/assert-public-host.ts';
import { webhookHeaders } from './standard-webhooks.ts';
import { retryAfterMs } from '../../lib/net/retry-after.ts';

export interface WebhookMessage {
  url: string;
  /** stable per document and destination: the receiver's de-duplication key (Standard Webhooks) */
  id: string;
  /** seconds; the time of this attempt (receivers reject old timestamps) */
  timestampSeconds: number;
  body: string;
  /** default application/json; an e-invoice is sent as application/xml (issue 25) */
  contentType?: string;
  secrets: readonly string[];
}

export type WebhookOutcome =
  | { ok: true; status: number }
  /** retryAfterMs: the receiver's Retry-After (429, 503), which the next try honours */
  | { ok: false; retry: boolean; status: number | null; error: string; retryAfterMs?: number };

export interface WebhookOptions {
  ssrf: SsrfOptions;
  timeoutMs?: number;
}

/** Statuses worth another try later; others mean the receiver refuses this message as it is. */
const RETRY_STATUS = new Set([408, 409, 425, 429]);

/**
 * POSTs one signed message. The host is resolved and checked by the SSRF guard at send time (a
 * name that pointed at a public address when the mapping was saved may point inside now) and the
 * connection goes to the checked address (no DNS rebinding in between), with the host name kept for
 * TLS and the Host header. Redirects are not followed: a 3xx is a failure that names the location.
 */
export async function sendWebhook(m: WebhookMessage, opts: WebhookOptions): Promise<WebhookOutcome> {
  let url: URL;
  try {
    url = new URL(m.url);
  } catch {
    return { ok: false, retry: false, status: null, error: 'The webhook URL is not a valid URL.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, retry: false, status: null, error: 'The webhook URL must start with http:// or https://.' };
  let address: string;
  try {
    address = await resolvePublicHost(url.hostname, opts.ssrf);
  } catch (e) {
    if (e instanceof HostNotAllowedError) {
      return e.reason === 'unresolved'
        ? { ok: false, retry: true, status: null, error: `The webhook host ${url.hostname} could not be resolved.` }
        : {
            ok: false,
            retry: false,
            status: null,
            error: `The webhook host ${url.hostname} resolves to a private or local address, which Paperbridge does not send to.`,
          };
    }
    throw e;
  }
  const family = address.includes(':') ? 6 : 4;
  const lookup: LookupFunction = (_host, options, cb) => {
    if ((options as { all?: boolean }).all)
      (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else cb(null, address, family);
  };
  const body = Buffer.from(m.body, 'utf8');
  const headers = {
    ...webhookHeaders(m.secrets, m.id, m.timestampSeconds, m.body),
    'content-type': m.contentType ?? 'application/json',
    'content-length': String(body.length),
    'user-agent': 'Paperbridge-Webhooks/1',
  };
  const timeoutMs = opts.timeoutMs ?? 15_000;
  return new Promise<WebhookOutcome>((resolve) => {
    const req = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: 'POST', headers, lookup, timeout: timeoutMs },
      (res) => {
        const status = res.statusCode ?? 0;
        // the answer's body is not needed; read and drop at most 64 KB of it so the socket is freed
        let seen = 0;
        res.on('data', (chunk: Buffer) => {
          seen += chunk.length;
          if (seen > 65_536) res.destroy();
        });
        res.on('close', () => {
          if (status >= 200 && status < 300) resolve({ ok: true, status });
          else if (status >= 300 && status < 400)
            resolve({
              ok: false,
              retry: false,
              status,
              error: `The webhook answered ${status} (a redirect to ${res.headers.location ?? 'nowhere'}); Paperbridge does not follow redirects: set the final URL.`,
            });
          else {
            const after = retryAfterMs(res.headers['retry-after']);
            const wait = after === null ? '' : ` It asked to wait ${Math.round(after / 1000)} s.`;
            resolve({
              ok: false,
              retry: status >= 500 || RETRY_STATUS.has(status),
              status,
              error: `The webhook answered ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}.${wait}`,
              ...(after === null ? {} : { retryAfterMs: after }),
            });
          }
        });
        res.resume();
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)));
    req.on('error', (e) =>
      resolve({ ok: false, retry: true, status: null, error: `The webhook could not be reached: ${e.message}.` }),
    );
    req.end(body);
  });
}
