import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { users } from '../../db/schema/index.ts';
import { createSession } from '../../services/sessions/create-session.ts';
import { signInThroughPages } from './test-support/oidc-browser.ts';
import { callApi, checkFirstLogin, latestVerificationLink } from './test-support/identity-calls.ts';

const PASSWORD = 'Sunny-Day-42';

/**
 * "External" mode against a real OpenID Connect server: a second Paperbridge whose built-in
 * provider plays Auth0/Keycloak. The app under test is configured with OIDC_ISSUER pointing there.
 */
describe('external OpenID Connect provider', () => {
  let idp: TestApp;
  let app: TestApp;
  let issuer: string;
  before(async () => {
    idp = await startTestApp({}, { workers: true });
    issuer = `${idp.url}/oidc`;
    app = await startTestApp({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'paperbridge-web' });
  });
  after(async () => {
    await app?.close();
    await idp?.close();
  });

  it('the web app is pointed at the external issuer and the built-in provider is not mounted', async () => {
    const config = await callApi(app.url, 'GET', '/api/Public/Config');
    assert.equal(config.body.result.authority, issuer);
    assert.equal(config.body.result.clientId, 'paperbridge-web');
    assert.equal((await fetch(`${app.url}/oidc/.well-known/openid-configuration`)).status, 404);
  });

  it('CheckFirstLogin validates the token at the provider and creates the user and company on first sight', async () => {
    const { tokens } = await signInThroughPages(idp.url, {
      email: 'ext@example.com',
      password: PASSWORD,
      signUp: true,
    });
    const res = await checkFirstLogin(app.url, 'ext@example.com', tokens.access_token);
    assert.equal(res.status, 200, res.body.message);
    assert.equal(res.body.result.firstLogin, true);
    assert.equal(res.body.result.email_verified, false);
    const [user] = await app.ctx.db.select().from(users).where(eq(users.email, 'ext@example.com'));
    assert.match(user!.externalSubject!, new RegExp(`^${issuer}\\|[0-9a-f-]{36}$`));
    assert.equal(user!.passwordHash, null);
  });

  it('a later sign-in finds the same user and copies the verified e-mail', async () => {
    await idp.ctx.jobs.drain('send-email');
    assert.equal((await fetch(await latestVerificationLink(idp.url, 'ext@example.com'))).status, 200);
    const { tokens } = await signInThroughPages(idp.url, { email: 'ext@example.com', password: PASSWORD });
    const res = await checkFirstLogin(app.url, 'ext@example.com', tokens.access_token);
    assert.equal(res.status, 200);
    assert.equal(res.body.result.email_verified, true);
    assert.equal((await app.ctx.db.select().from(users).where(eq(users.email, 'ext@example.com'))).length, 1);
  });

  it('a forged token or another e-mail is refused with 401', async () => {
    assert.equal((await checkFirstLogin(app.url, 'ext@example.com', 'forged-token')).status, 401);
    const { tokens } = await signInThroughPages(idp.url, { email: 'ext@example.com', password: PASSWORD });
    assert.equal((await checkFirstLogin(app.url, 'other@example.com', tokens.access_token)).status, 401);
  });

  it('ChangePassword answers that the password is managed by the identity provider', async () => {
    const [user] = await app.ctx.db.select().from(users).where(eq(users.email, 'ext@example.com'));
    const { token } = await createSession(app.ctx.db, {
      userId: user!.id,
      companyId: user!.companyId,
      pinVerified: true,
    });
    const res = await callApi(app.url, 'POST', '/api/admin/User/ChangePassword', {
      token,
      body: { currentPassword: 'Whatever-1!', password: 'Another-Pass-9' },
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'Password is managed by your identity provider.');
  });
});
