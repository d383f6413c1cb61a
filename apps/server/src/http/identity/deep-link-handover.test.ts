import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { DEEP_LINK_EXPIRED } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { handoverCodes } from '../../db/schema/index.ts';
import { hashToken } from '../../services/sessions/session-token.ts';

/** Issue 24 finding 4: a deep link names its account before anything switches, and need not carry the bearer token. */
describe('deep links hand a session over by a one-time code and say whom they sign in', () => {
  let t: TestApp;
  let alice: SeededUser;
  let mallory: SeededUser;
  before(async () => {
    t = await startTestApp({}, { workers: false });
    alice = await seedUser(t.ctx.db, {
      email: 'alice@example.com',
      registered: true,
      featuresChosen: true,
      pinVerified: true,
    });
    mallory = await seedUser(t.ctx.db, {
      email: 'mallory@example.com',
      registered: true,
      featuresChosen: true,
      pinVerified: true,
    });
  });
  after(async () => t.close());

  const open = (body: object, token?: string) =>
    callApi(t.url, 'POST', '/api/Admin/Auth/OpenDeepLink', { body, token });

  it('HandoverCode gives a code that is stored hashed, opens a new session of the same account once, then never again', async () => {
    const made = await callApi<{ code: string; expiresAt: string }>(t.url, 'POST', '/api/Admin/Auth/HandoverCode', {
      token: alice.token,
    });
    assert.equal(made.status, 200);
    const { code } = made.result;
    const [row] = await t.ctx.db.select().from(handoverCodes).where(eq(handoverCodes.sessionId, alice.sessionId));
    assert.equal(row!.codeHash, hashToken(code), 'only the hash is kept');
    assert.ok(new Date(made.result.expiresAt).getTime() - Date.now() <= 2 * 60_000, 'short-lived');

    const first = await open({ code });
    assert.equal(first.status, 200);
    assert.equal(first.result.email, 'alice@example.com');
    assert.equal(first.result.signedInAs, null);
    assert.notEqual(first.result.token, alice.token, 'a session of its own, not the token itself');
    const profile = await callApi(t.url, 'GET', '/api/admin/User/GetAdminUserDetail', { token: first.result.token });
    assert.equal(profile.status, 200, 'the handed-over session works (PIN state of the session that made the code)');

    const again = await open({ code });
    assert.equal(again.status, 401);
    assert.equal(again.message, DEEP_LINK_EXPIRED);
  });

  it("a code or token of another account says so: the caller's own account is named, sameAccount false", async () => {
    const { result } = await callApi<{ code: string }>(t.url, 'POST', '/api/Admin/Auth/HandoverCode', {
      token: mallory.token,
    });
    const crossed = await open({ code: result.code }, alice.token);
    assert.deepEqual(
      { ...crossed.result, token: 'x' },
      {
        token: 'x',
        email: 'mallory@example.com',
        companyName: 'Acme Paper Pty Ltd',
        signedInAs: 'alice@example.com',
        sameAccount: false,
      },
    );
    const legacy = await open({ token: mallory.token }, alice.token);
    assert.equal(legacy.result.token, mallory.token);
    assert.equal(legacy.result.sameAccount, false);
    const own = await open({ token: alice.token }, alice.token);
    assert.equal(own.result.sameAccount, true);
  });

  it('a made-up code or token, or both at once, opens nothing', async () => {
    assert.equal((await open({ code: 'pbh_nothing' })).status, 401);
    assert.equal((await open({ token: 'pb_nothing' })).status, 401);
    assert.equal((await open({ code: 'a', token: 'b' })).status, 400);
    assert.equal(
      (await callApi(t.url, 'POST', '/api/Admin/Auth/HandoverCode', {})).status,
      401,
      'HandoverCode needs a session',
    );
  });
});
