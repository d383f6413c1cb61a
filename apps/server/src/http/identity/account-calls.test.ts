import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { IDENTITY_CALLS, MSG, parseCallResult } from '@paperbridge/contracts';
import { users } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { createSession } from '../../services/sessions/create-session.ts';
import { resolveSession } from '../../services/sessions/resolve-session.ts';
import { findUserByEmail } from '../../services/identity/find-user.ts';
import { signInThroughPages, startAuthorization } from './test-support/oidc-browser.ts';
import { callApi, checkFirstLogin } from './test-support/identity-calls.ts';

const PASSWORD = 'Sunny-Day-42';
const NEW_PASSWORD = 'Rainy-Night-77';

describe('account calls: resend activation, logout, change password', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  /** signs up through the pages and exchanges the provider's token for an app session */
  async function signUp(email: string) {
    const { auth, tokens } = await signInThroughPages(t.url, { email, password: PASSWORD, signUp: true });
    const res = await checkFirstLogin(t.url, email, tokens.access_token);
    assert.equal(res.status, 200);
    return { browser: auth.browser, accessToken: tokens.access_token, token: res.body.result.token as string };
  }

  it('SendVerificationEmail sends a new link 3 times an hour, then answers Please try after some time!', async () => {
    const { token } = await signUp('resend@example.com');
    const path = '/api/Admin/Auth/SendVerificationEmail?email=resend@example.com';
    for (let i = 0; i < 3; i++) {
      const res = await callApi(t.url, 'GET', path, { token });
      assert.equal(res.status, 200);
      assert.equal(res.body.message, MSG.activationSent);
      assert.deepEqual(parseCallResult(IDENTITY_CALLS.sendVerificationEmail, res.body.result), {
        ok: true,
        result: res.body.result,
      });
    }
    const fourth = await callApi(t.url, 'GET', path, { token });
    assert.equal(fourth.status, 429);
    assert.equal(fourth.body.message, MSG.resendLater);
    await t.ctx.jobs.drain('send-email');
    const outbox = await (await fetch(`${t.url}/api/Dev/Outbox?to=resend@example.com`)).json();
    assert.equal(outbox.result.length, 4, 'the sign-up mail and three resends');
  });

  it('SendVerificationEmail refuses another address, a verified account and a missing session', async () => {
    const { token } = await signUp('verified@example.com');
    const other = await callApi(t.url, 'GET', '/api/Admin/Auth/SendVerificationEmail?email=resend@example.com', {
      token,
    });
    assert.equal(other.status, 400);
    const bad = await callApi(t.url, 'GET', '/api/Admin/Auth/SendVerificationEmail?email=not-an-email', { token });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, new RegExp(MSG.emailInvalid));
    const user = (await findUserByEmail(t.ctx.db, 'verified@example.com'))!;
    await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const verified = await callApi(t.url, 'GET', '/api/Admin/Auth/SendVerificationEmail?email=verified@example.com', {
      token,
    });
    assert.equal(verified.status, 400);
    assert.equal(verified.body.message, 'Your e-mail address is already verified.');
    const anonymous = await callApi(t.url, 'GET', '/api/Admin/Auth/SendVerificationEmail?email=verified@example.com');
    assert.equal(anonymous.status, 401);
  });

  it('Logout revokes the app session', async () => {
    const { token } = await signUp('logout@example.com');
    const res = await callApi(t.url, 'POST', '/api/Admin/Auth/Logout', { token });
    assert.equal(res.status, 200);
    assert.deepEqual(parseCallResult(IDENTITY_CALLS.logout, res.body.result), { ok: true, result: res.body.result });
    assert.equal(await resolveSession(t.ctx.db, token), null);
    const again = await callApi(t.url, 'POST', '/api/Admin/Auth/Logout', { token });
    assert.equal(again.status, 401);
  });

  it('ChangePassword needs the PIN step: a session without it is refused', async () => {
    const { token } = await signUp('nopin@example.com');
    const res = await callApi(t.url, 'POST', '/api/admin/User/ChangePassword', {
      token,
      body: { currentPassword: PASSWORD, password: NEW_PASSWORD },
    });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body.result, { pinRequired: true });
  });

  it('ChangePassword refuses a weak password with the spec message', async () => {
    const user = (await findUserByEmail(t.ctx.db, 'nopin@example.com'))!;
    const { token } = await createSession(t.ctx.db, { userId: user.id, companyId: user.companyId, pinVerified: true });
    const res = await callApi(t.url, 'POST', '/api/admin/User/ChangePassword', {
      token,
      body: { currentPassword: PASSWORD, password: 'weakpass' },
    });
    assert.equal(res.status, 400);
    assert.match(res.body.message, new RegExp(MSG.passwordRule));
  });

  it("ChangePassword asks for the current password: a wrong one answers 400 'The current password is incorrect.' and changes nothing", async () => {
    await signUp('current@example.com');
    const user = (await findUserByEmail(t.ctx.db, 'current@example.com'))!;
    const { token } = await createSession(t.ctx.db, { userId: user.id, companyId: user.companyId, pinVerified: true });
    const missing = await callApi(t.url, 'POST', '/api/admin/User/ChangePassword', {
      token,
      body: { password: NEW_PASSWORD },
    });
    assert.equal(missing.status, 400);
    assert.match(missing.body.message, new RegExp(MSG.currentPasswordRequired));
    const wrong = await callApi(t.url, 'POST', '/api/admin/User/ChangePassword', {
      token,
      body: { currentPassword: 'Not-The-One-1', password: NEW_PASSWORD },
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.message, MSG.currentPasswordIncorrect);
    assert.deepEqual(wrong.body.result, [{ field: 'currentPassword', message: MSG.currentPasswordIncorrect }]);
    // nothing changed: the session still works and the old password still signs in
    assert.equal((await callApi(t.url, 'POST', '/api/Admin/Auth/Logout', { token })).status, 200);
    await signInThroughPages(t.url, { email: 'current@example.com', password: PASSWORD });
  });

  it('ChangePassword updates the password and logs out everywhere (app sessions and provider sessions)', async () => {
    const first = await signUp('change@example.com');
    const user = (await findUserByEmail(t.ctx.db, 'change@example.com'))!;
    const { token } = await createSession(t.ctx.db, { userId: user.id, companyId: user.companyId, pinVerified: true });

    const res = await callApi(t.url, 'POST', '/api/admin/User/ChangePassword', {
      token,
      body: { currentPassword: PASSWORD, password: NEW_PASSWORD },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, MSG.passwordUpdated);
    assert.deepEqual(parseCallResult(IDENTITY_CALLS.changePassword, res.body.result), {
      ok: true,
      result: res.body.result,
    });

    // every app session of the user is gone
    for (const old of [token, first.token]) {
      const call = await callApi(t.url, 'POST', '/api/Admin/Auth/Logout', { token: old });
      assert.equal(call.status, 401);
    }
    // the provider's token no longer buys a session, and the browser must sign in again
    assert.equal((await checkFirstLogin(t.url, 'change@example.com', first.accessToken)).status, 401);
    const again = await startAuthorization(t.url, { browser: first.browser });
    assert.match(again.pageUrl, /\/oidc\/interaction\//, 'the provider session was revoked');
    assert.match(again.page, /Sign in/);

    await assert.rejects(signInThroughPages(t.url, { email: 'change@example.com', password: PASSWORD }));
    const { tokens } = await signInThroughPages(t.url, { email: 'change@example.com', password: NEW_PASSWORD });
    assert.equal((await checkFirstLogin(t.url, 'change@example.com', tokens.access_token)).status, 200);
  });
});
