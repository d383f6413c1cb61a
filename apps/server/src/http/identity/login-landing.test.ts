import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { clients } from '../../db/schema/index.ts';
import { findUserByEmail } from '../../services/identity/find-user.ts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { signInThroughPages } from './test-support/oidc-browser.ts';
import { checkFirstLogin } from './test-support/identity-calls.ts';

/**
 * Spec 002 §4: "A non-supplier goes to manage-suppliers". CheckFirstLogin's isSupplier says whether the company has
 * a client (suppliers are what the screens call clients); the user's own record, which the clients list hides, does
 * not count. The web app routes a company without one to Manage Clients (route-after-login.ts).
 */
describe('CheckFirstLogin isSupplier: the company has a client of its own', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  it('false without a client and with only the user’s own record; true once another client exists', async () => {
    const email = 'landing@example.com';
    const { tokens } = await signInThroughPages(t.url, { email, password: 'Sunny-Day-42', signUp: true });
    const isSupplier = async () => {
      const res = await checkFirstLogin(t.url, email, tokens.access_token);
      assert.equal(res.status, 200);
      return res.body.result.isSupplier as boolean;
    };
    assert.equal(await isSupplier(), false, 'a new company has no client');

    const user = (await findUserByEmail(t.ctx.db, email))!;
    await t.ctx.db.insert(clients).values({ companyId: user.companyId, companyName: 'Own', contactName: 'Me', email });
    assert.equal(await isSupplier(), false, "the user's own record is not a client");

    await t.ctx.db.insert(clients).values({
      companyId: user.companyId,
      companyName: 'Coolblue',
      contactName: 'Bea',
      email: 'bea@coolblue.example',
    });
    assert.equal(await isSupplier(), true);
  });
});
