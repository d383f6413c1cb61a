import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { MSG } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { oidcPayloads, users } from '../../db/schema/index.ts';
import { oidcRowId } from '../../services/identity/oidc/oidc-adapter.ts';
import { Browser, exchangeCode, signInThroughPages, startAuthorization } from './test-support/oidc-browser.ts';
import { checkFirstLogin, latestVerificationLink } from './test-support/identity-calls.ts';

const PASSWORD = 'Sunny-Day-42';

describe('sign-in through the built-in OpenID Connect provider', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  it('the provider publishes its discovery document under /oidc with PKCE S256 only', async () => {
    const res = await fetch(`${t.url}/oidc/.well-known/openid-configuration`);
    assert.equal(res.status, 200);
    const doc = await res.json();
    assert.equal(doc.issuer, `${t.url}/oidc`);
    assert.equal(doc.token_endpoint, `${t.url}/oidc/token`);
    assert.deepEqual(doc.code_challenge_methods_supported, ['S256']);
    const jwks = await (await fetch(doc.jwks_uri)).json();
    assert.equal(jwks.keys[0].kty, 'RSA');
    assert.equal(jwks.keys[0].d, undefined, 'the private part is never published');
  });

  it('a request the provider refuses (unknown client) shows our sign-in problem page, without internals', async () => {
    const bad = await fetch(`${t.url}/oidc/auth?client_id=nobody&response_type=code&scope=openid`);
    assert.equal(bad.status, 400);
    const badPage = await bad.text();
    assert.match(badPage, /<h1>Something went wrong while signing in<\/h1>/);
    assert.doesNotMatch(badPage, /stack|at .*\.js/i);
  });

  it('the login page has the labelled e-mail and password inputs, Sign in and Create an account', async () => {
    const auth = await startAuthorization(t.url);
    assert.match(auth.pageUrl, /\/oidc\/interaction\/[\w-]+$/);
    assert.match(auth.page, /<label for="email">E-mail<\/label>/);
    assert.match(auth.page, /<input id="email" name="email" type="email"/);
    assert.match(auth.page, /<input id="password" name="password" type="password"/);
    assert.match(auth.page, />Sign in<\/button>/);
    assert.match(auth.page, />Create an account<\/a>/);
    const css = await fetch(`${t.url}/oidc/assets/identity.css`);
    assert.equal(css.status, 200);
    assert.match(css.headers.get('content-type')!, /text\/css/);
  });

  it('prompt=create opens sign-up; sign-up, code, token and CheckFirstLogin give an unverified first login', async () => {
    const auth = await startAuthorization(t.url, { prompt: 'create' });
    assert.match(auth.page, /<h1>Create an account<\/h1>/);
    assert.match(auth.page, /id="confirmPassword"/);
    const { url } = await auth.browser.postForm(
      `${auth.pageUrl}/signup`,
      { email: 'New.Person@Example.com', password: PASSWORD, confirmPassword: PASSWORD },
      auth.redirectUri,
    );
    assert.ok(url.startsWith(auth.redirectUri), `returned to ${url}`);
    const tokens = await exchangeCode(auth, url);
    const idClaims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString());
    assert.equal(idClaims.email, 'new.person@example.com');
    assert.equal(idClaims.email_verified, false);

    const res = await checkFirstLogin(t.url, 'new.person@example.com', tokens.access_token);
    assert.equal(res.status, 200);
    const r = res.body.result;
    assert.match(r.token, /^pb_/);
    assert.deepEqual(
      { ...r, token: 'x' },
      {
        code: 200,
        email_verified: false,
        token: 'x',
        companyName: null,
        phoneNumber: null,
        firstLogin: true,
        isFeature: false,
        isConfig: false,
        isSupplier: false,
        country: null,
        pinVerified: false,
      },
    );
  });

  it('the verification link marks the user verified once, and the outbox holds the mail', async () => {
    await t.ctx.jobs.drain('send-email');
    const link = await latestVerificationLink(t.url, 'new.person@example.com');
    assert.ok(link.startsWith(`${t.url}/api/Auth/VerifyEmail?token=`));
    const page = await fetch(link);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /Your e-mail address has been verified\./);
    assert.match(html, new RegExp(`<a class="button" href="${t.url}/">Continue to Paperbridge</a>`));
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, 'new.person@example.com'));
    assert.equal(user!.emailVerified, true);
    const again = await fetch(link);
    assert.equal(again.status, 400);
    assert.match(await again.text(), /expired or has already been used/);
  });

  it('a returning user signs in on the login page and CheckFirstLogin reports the e-mail verified', async () => {
    const { tokens } = await signInThroughPages(t.url, { email: 'new.person@example.com', password: PASSWORD });
    const res = await checkFirstLogin(t.url, 'NEW.person@example.com', tokens.access_token);
    assert.equal(res.status, 200);
    assert.equal(res.body.result.email_verified, true);
  });

  it('a wrong password shows Invalid e-mail or password.', async () => {
    const auth = await startAuthorization(t.url);
    const { res, url } = await auth.browser.postForm(
      `${auth.pageUrl}/login`,
      { email: 'new.person@example.com', password: 'Wrong-Pass-1' },
      auth.redirectUri,
    );
    assert.equal(res.status, 400);
    assert.equal(url, `${auth.pageUrl}/login`);
    const html = await res.text();
    assert.match(html, /role="alert">Invalid e-mail or password\.</);
    const unknown = await auth.browser.postForm(`${auth.pageUrl}/login`, {
      email: 'nobody@example.com',
      password: PASSWORD,
    });
    assert.match(await unknown.res.text(), /Invalid e-mail or password\./);
  });

  it('sign-up refuses a duplicate e-mail, a weak password and a mismatched confirmation', async () => {
    const auth = await startAuthorization(t.url, { prompt: 'create' });
    const dup = await auth.browser.postForm(`${auth.pageUrl}/signup`, {
      email: 'new.person@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    assert.equal(dup.res.status, 409);
    assert.match(await dup.res.text(), /An account with this e-mail already exists\./);
    const weak = await auth.browser.postForm(`${auth.pageUrl}/signup`, {
      email: 'weak@example.com',
      password: 'password',
      confirmPassword: 'other',
    });
    assert.equal(weak.res.status, 400);
    const html = await weak.res.text();
    assert.ok(html.includes(MSG.passwordRule));
    // issue 26 point 2: the rule is shown once, as the password's error, not once grey and once red
    assert.equal(html.split(`>${MSG.passwordRule}</p>`).length - 1, 1);
    assert.match(html, /<p class="hint field-error" id="password-hint">/);
    assert.ok(html.includes(MSG.passwordsMustMatch));
    assert.equal((await t.ctx.db.select().from(users).where(eq(users.email, 'weak@example.com'))).length, 0);
    // issue 14 point 10: too long answers the maximum, not "invalid"
    const longPassword = `Aa1!${'x'.repeat(200)}`;
    const long = await auth.browser.postForm(`${auth.pageUrl}/signup`, {
      email: `${'a'.repeat(250)}@example.com`,
      password: longPassword,
      confirmPassword: longPassword,
    });
    assert.equal(long.res.status, 400);
    const longHtml = await long.res.text();
    assert.ok(longHtml.includes(MSG.maxLength('Email address', 254)));
    assert.ok(longHtml.includes(MSG.maxLength('Password', 128)));
  });

  it('a form post without the interaction cookie (another site) finds no interaction', async () => {
    const auth = await startAuthorization(t.url);
    const stranger = new Browser();
    const { res } = await stranger.postForm(`${auth.pageUrl}/login`, {
      email: 'new.person@example.com',
      password: PASSWORD,
    });
    assert.equal(res.status, 400);
    assert.match(await res.text(), /This sign-in page has expired/);
  });

  it('CheckFirstLogin refuses a forged token, an expired token and another e-mail with 401', async () => {
    const forged = await checkFirstLogin(t.url, 'new.person@example.com', 'forged-token-value');
    assert.equal(forged.status, 401);
    assert.equal(forged.body.code, 401);

    const { tokens } = await signInThroughPages(t.url, { email: 'new.person@example.com', password: PASSWORD });
    const mismatch = await checkFirstLogin(t.url, 'someone.else@example.com', tokens.access_token);
    assert.equal(mismatch.status, 401);

    const past = Math.floor(Date.now() / 1000) - 60;
    const [row] = await t.ctx.db
      .select()
      .from(oidcPayloads)
      .where(eq(oidcPayloads.id, oidcRowId(tokens.access_token)));
    await t.ctx.db
      .update(oidcPayloads)
      .set({ payload: { ...row!.payload, exp: past }, expiresAt: new Date(past * 1000) })
      .where(eq(oidcPayloads.id, oidcRowId(tokens.access_token)));
    const expired = await checkFirstLogin(t.url, 'new.person@example.com', tokens.access_token);
    assert.equal(expired.status, 401);
  });

  it('RP-initiated logout shows the served-script sign-out page and ends the provider session', async () => {
    const { auth, tokens } = await signInThroughPages(t.url, { email: 'new.person@example.com', password: PASSWORD });
    const q = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${t.url}/`,
      client_id: 'paperbridge-web',
    });
    const { res } = await auth.browser.go(`${t.url}/oidc/session/end?${q}`);
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /<script src="\/oidc\/assets\/logout.js" defer><\/script>/);
    assert.doesNotMatch(html, /<script>/, 'no inline script (CSP)');
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const done = await auth.browser.postForm(new URL(action, t.url).href, { xsrf, logout: 'yes' }, `${t.url}/`);
    assert.equal(done.url, `${t.url}/`);
    const again = await startAuthorization(t.url, { browser: auth.browser });
    assert.match(again.pageUrl, /\/oidc\/interaction\//, 'signed out at the provider');
  });
});
