import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser } from '../../testing/seed-user.ts';

/** Plausible text in the names calls use, each with a NUL inside. */
const nulEverywhere = Object.fromEntries(
  [
    'email',
    'companyname',
    'contectname',
    'searchText',
    'fileName',
    'name',
    'fieldName',
    'configName',
    'accountId',
    'password',
    'serviceCode',
    'code',
    'planId',
    'docType',
    'description',
  ].map((k) => [k, `a\u0000b`]),
);

/**
 * "Every call answers malformed or missing input with a 4xx envelope naming the field, never a 500":
 * walk every registered API route, each with its own PIN-verified session (a sign-out route must not
 * leave the routes after it answering 401 only), and throw junk at it.
 */
describe('no input ever causes a 500, on any API route', () => {
  let t: TestApp;
  const session = async () =>
    (await seedUser(t.ctx.db, { featuresChosen: true, pinVerified: true, accessModules: ['ICR', 'DA', 'IG'] })).token;
  before(async () => {
    t = await startTestApp({}, { workers: false });
  });
  after(async () => t.close());

  const junkQueries = [
    '',
    '?id=%00',
    '?email=not-an-email&code=abc&countryId=-1&docTypeId=zz&CnId=../../etc/passwd&userId=1%27%20or%201=1',
    `?x=${'a'.repeat(5000)}`,
    // a NUL in otherwise plausible text (PostgreSQL refuses it in a query: it was a 500 on 14 calls, issue 24 point 6)
    '?searchText=a%00b&fileName=a%00.pdf&email=a%00@example.com&name=a%00&fieldName=a%00&CnId=a%00&configName=a%00',
  ];
  const junkBodies: { type: string; body: string; nul?: true }[] = [
    { type: 'application/json', body: '' },
    { type: 'application/json', body: '{"unterminated' },
    { type: 'application/json', body: '[]' },
    { type: 'application/json', body: 'null' },
    {
      type: 'application/json',
      body: JSON.stringify({ email: 42, password: [], accessModuls: 'ICR', coCountry: { a: 1 }, page: -5 }),
    },
    { type: 'text/plain', body: 'hello' },
    {
      type: 'multipart/form-data; boundary=xyz',
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nnot a pdf\r\n--xyz--\r\n',
    },
    // issue 24 point 6: NUL in any text, multipart without boundary=, without its closing boundary, with a boundary too long
    { type: 'application/json', body: JSON.stringify(nulEverywhere), nul: true },
    { type: 'application/x-www-form-urlencoded', body: new URLSearchParams(nulEverywhere).toString(), nul: true },
    {
      type: 'multipart/form-data; boundary=xyz',
      body: `--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\na\u0000b\r\n--xyz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\n\r\n%PDF-1.4\r\n--xyz--\r\n`,
    },
    {
      type: 'multipart/form-data',
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nnot a pdf\r\n--xyz--\r\n',
    },
    {
      type: 'multipart/form-data; boundary=xyz',
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nnot a pdf\r\n',
    },
    {
      type: `multipart/form-data; boundary=${'b'.repeat(300)}`,
      body: `--${'b'.repeat(300)}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nx\r\n--${'b'.repeat(300)}--\r\n`,
    },
  ];

  it('answers 4xx envelopes (or 200) for junk on every API route', async () => {
    const routes = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    assert.ok(routes.length >= 3, 'routes were collected');
    const failures: string[] = [];
    for (const r of routes) {
      const token = await session();
      const url = r.url.replace(/:[A-Za-z]+/g, 'junk-param');
      const attempts =
        r.method === 'GET' || r.method === 'DELETE'
          ? junkQueries.map((q) => ({ q, b: undefined as undefined | (typeof junkBodies)[number] }))
          : junkBodies.map((b) => ({ q: '', b }));
      for (const a of attempts) {
        const res = await fetch(`${t.url}${url}${a.q}`, {
          method: r.method,
          headers: { authorization: `Bearer ${token}`, ...(a.b ? { 'content-type': a.b.type } : {}) },
          body: a.b?.body,
          redirect: 'manual',
        });
        const text = await res.text();
        if (res.status >= 500)
          failures.push(`${r.method} ${url}${a.q} ${a.b?.type ?? ''} → ${res.status} ${text.slice(0, 200)}`);
        else if (res.status >= 400 && (res.headers.get('content-type') ?? '').includes('application/json')) {
          const body = JSON.parse(text);
          if (body.code !== res.status || typeof body.message !== 'string')
            failures.push(`${r.method} ${url} → not an envelope: ${text.slice(0, 200)}`);
          // the one guard answers a NUL before anything else reads the input (http/refuse-nul.ts)
          else if (res.status === 400 && (a.q.includes('%00') || a.b?.nul) && !body.message.includes('NUL'))
            failures.push(`${r.method} ${url}${a.q} ${a.b?.type ?? ''} → a NUL not named: ${body.message}`);
        }
      }
    }
    assert.deepEqual(failures, []);
  });
});
