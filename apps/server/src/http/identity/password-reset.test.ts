import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MSG, SIGNED_OUT_MESSAGES } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { findUserByEmail } from '../../services/identity/find-user.ts';
import { resolveSession } from '../../services/sessions/resolve-session.ts';
import { signResetToken, RESET_TTL_MS } from '../../services/identity/password-reset/password-reset-token.ts';
import { Browser, signInThroughPages, startAuthorization } from './test-support/oidc-browser.ts';
import { checkFirstLogin } from './test-support/identity-calls.ts';
import { RESET_DONE_MESSAGE, RESET_LINK_INVALID_MESSAGE, RESET_SENT_MESSAGE } from './pages/password-reset-pages.ts';

const PASSWORD = 'Sunny-Day-42';
const NEW_PASSWORD = 'Rainy-Night-77';

/** Issue 14 point 7: forgot password on the built-in sign-in page; the link by e-mail, one use, 1 hour, every session ended. */
describe('forgot password and the reset link', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  async function mailedResetLink(email: string): Promise<string | null> {
    await t.ctx.jobs.drain('send-email');
    const body = (await (await fetch(`${t.url}/api/Dev/Outbox?to=${encodeURIComponent(email)}`)).json()) as {
      result: { subject: string | null; body: string }[];
    };
    const mail = body.result.find((m) => m.subject === 'Reset your Paperbridge password');
    return mail ? (/(http\S+\/oidc\/reset-password\?token=\S+)/.exec(mail.body)?.[1] ?? null) : null;
  }

  async function askForReset(email: string) {
    const auth = await startAuthorization(t.url);
    assert.match(auth.page, /href="[^"]+\/forgot">Forgot your password\?<\/a>/, 'the sign-in page offers it');
    const form = await auth.browser.request(`${auth.pageUrl}/forgot`);
    assert.equal(form.status, 200);
    assert.match(await form.text(), /Send reset link/);
    const { res } = await auth.browser.postForm(`${auth.pageUrl}/forgot`, { email });
    return { status: res.status, page: await res.text() };
  }

  async function postReset(browser: Browser, link: string, password: string, confirmPassword = password) {
    const token = new URL(link).searchParams.get('token')!;
    const { res } = await browser.postForm(`${t.url}/oidc/reset-password`, { token, password, confirmPassword });
    return { status: res.status, page: await res.text() };
  }

  it('mails a link that sets a new password once and ends every session (app and provider)', async () => {
    const first = await signInThroughPages(t.url, { email: 'forgot@example.com', password: PASSWORD, signUp: true });
    const session = await checkFirstLogin(t.url, 'forgot@example.com', first.tokens.access_token);
    const appToken = session.body.result.token as string;

    const asked = await askForReset('Forgot@Example.com ');
    assert.equal(asked.status, 200);
    assert.ok(asked.page.includes(RESET_SENT_MESSAGE));
    const link = await mailedResetLink('forgot@example.com');
    assert.ok(link, 'the reset e-mail carries the link');

    const browser = new Browser();
    const form = await browser.request(link);
    assert.equal(form.status, 200);
    assert.match(await form.text(), /Choose a new password/);
    // the policy and the confirmation are checked; the link stays usable after a refused try
    const weak = await postReset(browser, link, 'weakpass');
    assert.equal(weak.status, 400);
    assert.ok(weak.page.includes(MSG.passwordRule));
    const mismatch = await postReset(browser, link, NEW_PASSWORD, 'Rainy-Night-78');
    assert.equal(mismatch.status, 400);
    assert.ok(mismatch.page.includes(MSG.passwordsMustMatch));

    const done = await postReset(browser, link, NEW_PASSWORD);
    assert.equal(done.status, 200);
    assert.ok(done.page.includes(RESET_DONE_MESSAGE));

    // every session ended: the app session, the provider's token and its browser session
    assert.equal(await resolveSession(t.ctx.db, appToken), null);
    assert.equal((await checkFirstLogin(t.url, 'forgot@example.com', first.tokens.access_token)).status, 401);
    const again = await startAuthorization(t.url, { browser: first.auth.browser });
    assert.match(again.pageUrl, /\/oidc\/interaction\//, 'the provider session was ended');
    await assert.rejects(signInThroughPages(t.url, { email: 'forgot@example.com', password: PASSWORD }));
    await signInThroughPages(t.url, { email: 'forgot@example.com', password: NEW_PASSWORD });

    // one use: the same link is refused, on opening and on posting
    const reopened = await browser.request(link);
    assert.equal(reopened.status, 400);
    assert.ok((await reopened.text()).includes(RESET_LINK_INVALID_MESSAGE));
    const reused = await postReset(browser, link, 'Another-Pass-99');
    assert.equal(reused.status, 400);
    await signInThroughPages(t.url, { email: 'forgot@example.com', password: NEW_PASSWORD });
  });

  it('a link older than 1 hour, a forged one and a changed one are refused', async () => {
    await signInThroughPages(t.url, { email: 'expired@example.com', password: PASSWORD, signUp: true });
    const user = (await findUserByEmail(t.ctx.db, 'expired@example.com'))!;
    const old = signResetToken(
      t.ctx.config.appSecret,
      { id: user.id, passwordHash: user.passwordHash! },
      Date.now() - RESET_TTL_MS - 1000,
    );
    const fresh = signResetToken(t.ctx.config.appSecret, { id: user.id, passwordHash: user.passwordHash! });
    const forged = signResetToken(`${t.ctx.config.appSecret}x`, { id: user.id, passwordHash: user.passwordHash! });
    const [body, mac] = fresh.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), e: Date.now() + 9e9 })).toString('base64url')}.${mac}`;
    for (const token of [old, forged, tampered, 'garbage', '']) {
      const res = await fetch(`${t.url}/oidc/reset-password?token=${encodeURIComponent(token)}`);
      assert.equal(res.status, 400, token);
      const posted = await new Browser().postForm(`${t.url}/oidc/reset-password`, {
        token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      assert.equal(posted.res.status, 400);
    }
    assert.equal((await fetch(`${t.url}/oidc/reset-password?token=${encodeURIComponent(fresh)}`)).status, 200);
    await signInThroughPages(t.url, { email: 'expired@example.com', password: PASSWORD });
  });

  it('an unknown address gets the same answer and no e-mail; a malformed one is told so', async () => {
    const unknown = await askForReset('nobody@example.com');
    assert.equal(unknown.status, 200);
    assert.ok(unknown.page.includes(RESET_SENT_MESSAGE));
    assert.equal(await mailedResetLink('nobody@example.com'), null);
    const bad = await askForReset('not-an-email');
    assert.equal(bad.status, 400);
    assert.ok(bad.page.includes(MSG.emailInvalid));
    const long = await askForReset(`${'a'.repeat(300)}@example.com`);
    assert.equal(long.status, 400);
    assert.ok(long.page.includes(MSG.maxLength('Email address', 254)));
  });

  it('a post without the sign-in cookie (another site) finds no sign-in and sends nothing', async () => {
    const auth = await startAuthorization(t.url);
    const res = await new Browser().postForm(`${auth.pageUrl}/forgot`, { email: 'forgot@example.com' });
    assert.equal(res.res.status, 400);
  });

  it('the sign-in page says why the browser was signed out when the app passes the reason', async () => {
    const idle = await startAuthorization(t.url, { extra: { pb_signed_out: 'idle' } });
    assert.ok(idle.page.includes(SIGNED_OUT_MESSAGES.idle));
    const password = await startAuthorization(t.url, { extra: { pb_signed_out: 'password' } });
    assert.ok(password.page.includes(SIGNED_OUT_MESSAGES.password));
    const unknown = await startAuthorization(t.url, { extra: { pb_signed_out: '<script>' } });
    assert.ok(!unknown.page.includes('signed-out-reason'));
    assert.ok(!unknown.page.includes('<script>'));
  });
});
