import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { newWebhookSecret, signWebhook, verifyWebhook } from './standard-webhooks.ts';
import { sendWebhook } from './webhook.connector.ts';

/** A real receiver on loopback that verifies signatures and, as Standard Webhooks asks of receivers, de-duplicates on webhook-id. */
function receiver(secret: string) {
  const seen = new Map<string, string>();
  const requests: { headers: http.IncomingHttpHeaders; body: string; valid: boolean }[] = [];
  let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_q, res) => res.writeHead(204).end();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const valid = verifyWebhook(secret, req.headers as Record<string, string>, body, Math.floor(Date.now() / 1000));
      requests.push({ headers: req.headers, body, valid });
      if (valid && !seen.has(req.headers['webhook-id'] as string)) seen.set(req.headers['webhook-id'] as string, body);
      answer(req, res);
    });
  });
  return {
    server,
    seen,
    requests,
    set answer(f: typeof answer) {
      answer = f;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/paperbridge`,
  };
}

const secret = newWebhookSecret();
const rx = receiver(secret);
const allow = { ssrf: { allowHosts: ['127.0.0.1'] } };
const now = () => Math.floor(Date.now() / 1000);

before(() => new Promise<void>((r) => rx.server.listen(0, '127.0.0.1', r)));
after(() => new Promise<void>((r) => rx.server.close(() => r())));

describe('Standard Webhooks signature', () => {
  it("matches the scheme's published example", () => {
    assert.equal(
      signWebhook(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });
  it('refuses a changed body, another secret and an old timestamp', () => {
    const ts = now();
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(ts),
      'webhook-signature': signWebhook(secret, 'msg_1', ts, '{"a":1}'),
    };
    assert.ok(verifyWebhook(secret, headers, '{"a":1}', ts));
    assert.ok(!verifyWebhook(secret, headers, '{"a":2}', ts));
    assert.ok(!verifyWebhook(newWebhookSecret(), headers, '{"a":1}', ts));
    assert.ok(!verifyWebhook(secret, headers, '{"a":1}', ts + 3600));
  });
});

describe('sendWebhook against a real receiver', () => {
  it('delivers a signed JSON POST the receiver verifies', async () => {
    const out = await sendWebhook(
      { url: rx.url(), id: 'doc-1:webhook', timestampSeconds: now(), body: '{"reference":"INV-1"}', secrets: [secret] },
      allow,
    );
    assert.deepEqual(out, { ok: true, status: 204 });
    const last = rx.requests.at(-1)!;
    assert.equal(last.valid, true);
    assert.equal(last.headers['content-type'], 'application/json');
    assert.equal(last.body, '{"reference":"INV-1"}');
  });
  it('a resend after a crash carries the same webhook-id, so the receiver shows the document once', async () => {
    const before = rx.seen.size;
    for (let i = 0; i < 3; i++)
      await sendWebhook(
        {
          url: rx.url(),
          id: 'doc-2:webhook',
          timestampSeconds: now(),
          body: '{"reference":"INV-2"}',
          secrets: [secret],
        },
        allow,
      );
    assert.equal(rx.seen.size, before + 1);
  });
  it('signs with both secrets during a rotation', async () => {
    const next = newWebhookSecret();
    await sendWebhook(
      { url: rx.url(), id: 'doc-3:webhook', timestampSeconds: now(), body: '{}', secrets: [next, secret] },
      allow,
    );
    assert.equal(rx.requests.at(-1)!.valid, true, 'the receiver still holding the old secret accepts it');
  });
  it('refuses a loopback URL unless the allow-list names it (the SSRF guard at send time)', async () => {
    const out = await sendWebhook(
      { url: rx.url(), id: 'x', timestampSeconds: now(), body: '{}', secrets: [secret] },
      { ssrf: {} },
    );
    assert.equal(out.ok, false);
    assert.ok(!out.ok && !out.retry && /private or local address/.test(out.error));
    const viaName = await sendWebhook(
      {
        url: rx.url().replace('127.0.0.1', 'rebind.example'),
        id: 'x',
        timestampSeconds: now(),
        body: '{}',
        secrets: [secret],
      },
      { ssrf: { lookup: async () => ['10.0.0.7'] } },
    );
    assert.ok(!viaName.ok && !viaName.retry, 'a name that resolves inside is refused too');
  });
  it('says what went wrong and whether to try again: 500 retries, 400 and 410 do not, 429 does, a redirect is not followed', async () => {
    const cases: [number, boolean][] = [
      [500, true],
      [503, true],
      [429, true],
      [400, false],
      [410, false],
    ];
    for (const [status, retry] of cases) {
      rx.answer = (_q, res) => res.writeHead(status).end('nope');
      const out = await sendWebhook(
        { url: rx.url(), id: `s${status}`, timestampSeconds: now(), body: '{}', secrets: [secret] },
        allow,
      );
      assert.ok(
        !out.ok && out.retry === retry && out.status === status && out.error.includes(String(status)),
        `${status}`,
      );
    }
    rx.answer = (_q, res) => res.writeHead(302, { location: 'http://10.0.0.1/' }).end();
    const redirected = await sendWebhook(
      { url: rx.url(), id: 'r', timestampSeconds: now(), body: '{}', secrets: [secret] },
      allow,
    );
    assert.ok(!redirected.ok && /does not follow redirects/.test(redirected.error));
    rx.answer = (_q, res) => res.writeHead(204).end();
  });
  it('a receiver that does not answer times out and is retried later', async () => {
    rx.answer = () => undefined; // never answers
    const out = await sendWebhook(
      { url: rx.url(), id: 't', timestampSeconds: now(), body: '{}', secrets: [secret] },
      { ...allow, timeoutMs: 300 },
    );
    assert.ok(!out.ok && out.retry && /no answer within/.test(out.error));
    rx.answer = (_q, res) => res.writeHead(204).end();
  });
  it('a receiver that is down is retried later', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise<void>((r) => closed.close(() => r()));
    const out = await sendWebhook({ url, id: 'd', timestampSeconds: now(), body: '{}', secrets: [secret] }, allow);
    assert.ok(!out.ok && out.retry && /could not be reached/.test(out.error));
  });
});
