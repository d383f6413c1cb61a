import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser } from '../../testing/seed-user.ts';

/**
 * "Every call answers malformed or missing input with a 4xx envelope naming the field, never a 500":
 * walk every registered API route with a PIN-verified session and throw junk at it.
 */
describe('no input ever causes a 500, on any API route', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp({}, { workers: false });
    token = (await seedUser(t.ctx.db, { featuresChosen: true, pinVerified: true, accessModules: ['ICR', 'DA', 'IG'] })).token;
  });
  after(async () => t.close());

  const junkQueries = ['', '?id=%00', '?email=not-an-email&code=abc&countryId=-1&docTypeId=zz&CnId=../../etc/passwd&userId=1%27%20or%201=1', `?x=${'a'.repeat(5000)}`];
  const junkBodies: { type: string; body: string }[] = [
    { type: 'application/json', body: '' },
    { type: 'application/json', body: '{"unterminated' },
    { type: 'application/json', body: '[]' },
    { type: 'application/json', body: 'null' },
    { type: 'application/json', body: JSON.stringify({ email: 42, password: [], accessModuls: 'ICR', coCountry: { a: 1 }, page: -5 }) },
    { type: 'text/plain', body: 'hello' },
    { type: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nnot a pdf\r\n--xyz--\r\n' },
  ];

  it('answers 4xx envelopes (or 200) for junk on every API route', async () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    assert.ok(routes.length >= 3, 'routes were collected');
    const failures: string[] = [];
    for (const r of routes) {
      const url = r.url.replace(/:[A-Za-z]+/g, 'junk-param');
      const attempts = r.method === 'GET' || r.method === 'DELETE' ? junkQueries.map((q) => ({ q, b: undefined as undefined | { type: string; body: string } })) : junkBodies.map((b) => ({ q: '', b }));
      for (const a of attempts) {
        const res = await fetch(`${t.url}${url}${a.q}`, {
          method: r.method,
          headers: { authorization: `Bearer ${token}`, ...(a.b ? { 'content-type': a.b.type } : {}) },
          body: a.b?.body,
          redirect: 'manual',
        });
        const text = await res.text();
        if (res.status >= 500) failures.push(`${r.method} ${url}${a.q} ${a.b?.type ?? ''} → ${res.status} ${text.slice(0, 200)}`);
        else if (res.status >= 400 && (res.headers.get('content-type') ?? '').includes('application/json')) {
          const body = JSON.parse(text);
          if (body.code !== res.status || typeof body.message !== 'string') failures.push(`${r.method} ${url} → not an envelope: ${text.slice(0, 200)}`);
        }
      }
    }
    assert.deepEqual(failures, []);
  });
});
