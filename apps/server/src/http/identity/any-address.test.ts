import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { PUBLIC_CALLS, parseCallResult } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { addressNotice } from '../../config/address-notice.ts';
import { Browser, signInThroughPages, startAuthorization, type Authorization } from './test-support/oidc-browser.ts';
import { callApi, checkFirstLogin } from './test-support/identity-calls.ts';

const PASSWORD = 'Any-Address-42';
const portOf = (url: string) => new URL(url).port;

/** An authorize request at `at` asking to return to `redirectUri`: where the provider sends the browser. */
async function authorizeAt(at: string, redirectUri: string): Promise<{ status: number; location: string | null }> {
  const q = new URLSearchParams({
    client_id: 'paperbridge-web',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: randomBytes(32).toString('base64url'),
    code_challenge_method: 'S256',
    state: 'x',
  });
  const res = await new Browser().request(`${at}/oidc/auth?${q}`);
  return { status: res.status, location: res.headers.get('location') };
}

describe('Any address signs in (issue 30 point 6): PUBLIC_URL unset', () => {
  let t: TestApp;
  let loopback: string;
  before(async () => {
    t = await startTestApp({ PUBLIC_URL: '' }, { workers: false });
    loopback = `http://127.0.0.1:${portOf(t.url)}`;
  });
  after(async () => t?.close());

  it('the web app is pointed at the provider of the address it was opened at, never cached for another', async () => {
    assert.equal(t.url, `http://localhost:${portOf(t.url)}`);
    const res = await fetch(`${loopback}/api/Public/Config`);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const config = ((await res.json()) as { result: { authority: string; publicUrl: string | null } }).result;
    assert.equal(config.authority, `${loopback}/oidc`);
    assert.equal(config.publicUrl, null);
    assert.deepEqual(parseCallResult(PUBLIC_CALLS.getConfig, config), { ok: true, result: config });
    const lan = await t.app.inject({
      method: 'GET',
      url: '/api/Public/Config',
      headers: { host: 'paperbridge.lan:8080' },
    });
    assert.equal(lan.json().result.authority, 'http://paperbridge.lan:8080/oidc');
    const odd = await t.app.inject({ method: 'GET', url: '/api/Public/Config', headers: { host: 'evil.example@x' } });
    assert.equal(
      odd.json().result.authority,
      `${t.url}/oidc`,
      'a Host that is not a host name falls back to the default address',
    );
  });

  it('signing up and in at 127.0.0.1 returns to 127.0.0.1, and CheckFirstLogin takes the token', async () => {
    const email = `any-${randomBytes(4).toString('hex')}@example.com`;
    const { auth, tokens } = await signInThroughPages(loopback, { email, password: PASSWORD, signUp: true });
    assert.equal(auth.redirectUri, `${loopback}/manage/manage-session`);
    const res = await checkFirstLogin(loopback, email, tokens.access_token);
    assert.equal(res.status, 200, res.body.message);
    assert.equal(res.body.result.firstLogin, true);
  });

  it("the token endpoint answers the browser's own origin (a same-origin fetch sends Origin), and no other", async () => {
    const email = `cors-${randomBytes(4).toString('hex')}@example.com`;
    const codeFor = async (browser?: Browser) => {
      const auth = await startAuthorization(loopback, { prompt: browser ? undefined : 'create', browser });
      const url = browser
        ? auth.pageUrl
        : (
            await auth.browser.postForm(
              `${auth.pageUrl}/signup`,
              { email, password: PASSWORD, confirmPassword: PASSWORD },
              auth.redirectUri,
            )
          ).url;
      return { auth, code: new URL(url).searchParams.get('code')! };
    };
    const token = (auth: Authorization, code: string, origin: string) =>
      fetch(`${loopback}/oidc/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          client_id: 'paperbridge-web',
          redirect_uri: auth.redirectUri,
          code_verifier: auth.verifier,
        }).toString(),
      });
    const first = await codeFor();
    const foreign = await token(first.auth, first.code, 'http://evil.example');
    assert.match(await foreign.text(), /origin http:\/\/evil.example not allowed for client/);
    // signed in already: the provider sends the same browser straight back with a new code
    const second = await codeFor(first.auth.browser);
    const own = await token(second.auth, second.code, loopback);
    assert.equal(own.status, 200, await own.clone().text());
    assert.ok(((await own.json()) as { access_token?: string }).access_token);
  });

  it('localhost keeps working', async () => {
    const email = `local-${randomBytes(4).toString('hex')}@example.com`;
    const { tokens } = await signInThroughPages(t.url, { email, password: PASSWORD, signUp: true });
    assert.equal((await checkFirstLogin(t.url, email, tokens.access_token)).status, 200);
  });

  it('the code goes back only to the address the browser is at', async () => {
    const same = await authorizeAt(loopback, `${loopback}/manage/manage-session`);
    assert.equal(same.status, 303);
    assert.match(same.location ?? '', /\/oidc\/interaction\//);
    for (const elsewhere of [
      'http://evil.example/manage/manage-session',
      `${loopback}/manage/other`,
      `http://127.0.0.2:${portOf(t.url)}/manage/manage-session`,
    ]) {
      const res = await authorizeAt(loopback, elsewhere);
      assert.equal(res.status, 400, `${elsewhere} must be refused`);
    }
  });

  it('the start log says which address signs in', () => {
    assert.match(
      addressNotice(t.ctx.config),
      /PUBLIC_URL is not set: signing in works at the address the browser uses/,
    );
  });
});

describe('Any address signs in: PUBLIC_URL set keeps that address only', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
  });
  after(async () => t?.close());

  it('a browser at another address gets the configured provider and is told where to go', async () => {
    const other = `http://localhost:${portOf(t.url)}`;
    const config = await callApi(other, 'GET', '/api/Public/Config');
    assert.equal(config.body.result.authority, `${t.url}/oidc`);
    assert.equal(config.body.result.publicUrl, t.url);
    const result = config.body.result;
    assert.deepEqual(parseCallResult(PUBLIC_CALLS.getConfig, result), { ok: true, result });
    assert.equal((await authorizeAt(other, `${other}/manage/manage-session`)).status, 400);
    assert.match(
      addressNotice(t.ctx.config),
      new RegExp(`Open Paperbridge at ${t.url}: signing in works at that address only`),
    );
  });
});
