import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { signInFailures, users } from '../../db/schema/index.ts';
import { setPassword } from '../../services/identity/set-password.ts';
import { SIGN_IN_BACK_OFF } from '../../services/identity/sign-in-back-off.ts';
import { signInThroughPages, startAuthorization } from './test-support/oidc-browser.ts';

const PASSWORD = 'Guess-Me-Not-42';
const PRODUCTION = { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40) };

/** Issue 24 finding 1: online password guessing is limited per client address and per account. */
describe('a client cannot pick its own address: X-Forwarded-For counts only from a configured proxy', () => {
  async function statuses(t: TestApp, forwardedFor: (i: number) => string, n: number) {
    const out: number[] = [];
    for (let i = 0; i < n; i++)
      out.push((await fetch(`${t.url}/api/Public/Config`, { headers: { 'x-forwarded-for': forwardedFor(i) } })).status);
    return out;
  }

  it('in production without TRUST_PROXY, a new X-Forwarded-For per request still meets the limit', async () => {
    const t = await startTestApp({ ...PRODUCTION, RATE_LIMIT_PER_MINUTE: '10' }, { workers: false });
    try {
      const got = await statuses(t, (i) => `198.51.100.${i + 1}`, 12);
      assert.deepEqual(got.slice(0, 10), Array(10).fill(200));
      assert.deepEqual(got.slice(10), [429, 429]);
    } finally {
      await t.close();
    }
  });

  it('with TRUST_PROXY naming the proxy, each forwarded client has its own limit', async () => {
    const t = await startTestApp(
      { ...PRODUCTION, RATE_LIMIT_PER_MINUTE: '10', TRUST_PROXY: '127.0.0.1' },
      { workers: false },
    );
    try {
      assert.deepEqual(
        await statuses(t, (i) => `198.51.100.${i + 1}`, 12),
        Array(12).fill(200),
        'twelve clients behind the proxy',
      );
      assert.deepEqual((await statuses(t, () => '203.0.113.9', 11)).slice(10), [429], 'one of them over its limit');
    } finally {
      await t.close();
    }
  });
});

describe('sign-in backs off per account: doubling waits after repeated wrong passwords, never a permanent lock', () => {
  let t: TestApp;
  const email = 'guessed@example.com';
  before(async () => {
    t = await startTestApp({}, { workers: false });
    await signInThroughPages(t.url, { email, password: PASSWORD, signUp: true });
  });
  after(async () => t.close());

  async function tryPassword(password: string, address = email) {
    const auth = await startAuthorization(t.url);
    const { res, url } = await auth.browser.postForm(
      `${auth.pageUrl}/login`,
      { email: address, password },
      auth.redirectUri,
    );
    return {
      status: url.startsWith(auth.redirectUri) ? 303 : res.status,
      page: url.startsWith(auth.redirectUri) ? '' : await res.text(),
      retryAfter: res.headers.get('retry-after'),
    };
  }
  /** stands in for the clock: the lock ends as if its time had passed */
  const endLock = () =>
    t.ctx.db
      .update(signInFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(signInFailures.email, email));

  it(`${SIGN_IN_BACK_OFF.freeFailures} wrong passwords lock the account (from any address) for 30 s, and the page says when to retry`, async () => {
    for (let i = 1; i < SIGN_IN_BACK_OFF.freeFailures; i++) {
      const r = await tryPassword(`Wrong-${i}`);
      assert.equal(r.status, 400);
      assert.match(r.page, /Invalid e-mail or password\./);
    }
    const fifth = await tryPassword('Wrong-5');
    assert.equal(fifth.status, 429);
    assert.match(
      fifth.page,
      /Invalid e-mail or password\. Too many failed sign-ins for this e-mail address: try again in (29|30) seconds\./,
    );
    const right = await tryPassword(PASSWORD, 'Guessed@Example.com ');
    assert.equal(right.status, 429, 'even the right password waits: a guess that happens to be right must not show');
    assert.match(right.page, /try again in \d+ seconds\./);
    assert.ok(Number(right.retryAfter) > 0 && Number(right.retryAfter) <= 30, `Retry-After ${right.retryAfter}`);
    const [row] = await t.ctx.db.select().from(signInFailures).where(eq(signInFailures.email, email));
    assert.equal(
      row!.failures,
      SIGN_IN_BACK_OFF.freeFailures,
      'refused attempts do not count; the count is in the database, shared by every API process',
    );
  });

  it('each further failure doubles the wait, up to 15 minutes; the right password after the wait signs in and starts over', async () => {
    await endLock();
    const sixth = await tryPassword('Wrong-6');
    assert.equal(sixth.status, 429);
    assert.match(sixth.page, /try again in (59|60) seconds/);
    await t.ctx.db
      .update(signInFailures)
      .set({ failures: 30, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(signInFailures.email, email));
    const many = await tryPassword('Wrong-31');
    assert.match(many.page, /try again in 15 minutes/);
    assert.ok(Number(many.retryAfter) <= 900);
    await endLock();
    assert.equal((await tryPassword(PASSWORD)).status, 303, 'signed in');
    assert.equal((await t.ctx.db.select().from(signInFailures).where(eq(signInFailures.email, email))).length, 0);
    assert.equal((await tryPassword('Wrong-again')).status, 400, 'a fresh count: one mistake is just a mistake');
  });

  it('a new password (reset link or change) ends the back-off at once: the owner is never locked out', async () => {
    for (let i = 1; i <= SIGN_IN_BACK_OFF.freeFailures; i++) await tryPassword(`Wrong-${i}`);
    assert.equal((await tryPassword(PASSWORD)).status, 429);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    assert.ok(await setPassword(t.ctx, user!.id, 'Brand-New-Pass-7'));
    assert.equal((await tryPassword('Brand-New-Pass-7')).status, 303);
  });

  it('an unknown address backs off the same way (the answer never tells whether an account exists)', async () => {
    for (let i = 1; i < SIGN_IN_BACK_OFF.freeFailures; i++)
      assert.equal((await tryPassword(`Wrong-${i}`, 'nobody@example.com')).status, 400);
    assert.equal((await tryPassword('Wrong-5', 'nobody@example.com')).status, 429);
  });
});
