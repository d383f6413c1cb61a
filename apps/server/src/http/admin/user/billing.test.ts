import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser } from '../../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { ledgerEntries } from '../../../db/schema/index.ts';

describe('Prepaid ledger: PaymentStatus, RedeemCoupon, GetPaymentLink, Billing', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
  });
  after(async () => t.close());

  const status = (token: string) => callApi(t.url, 'GET', '/api/admin/User/PaymentStatus', { token });
  const redeem = (token: string, firstLogin: string) =>
    callApi(t.url, 'GET', '/api/admin/User/RedeemCoupon', { token, query: { FirstLogin: firstLogin } });

  it("is 'not_initiated_yet' while the ledger is empty, with the configured thresholds", async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const res = await status(u.token);
    assert.equal(res.status, 200, res.message);
    assert.deepEqual(res.result, {
      status: 'not_initiated_yet',
      availableBalance: 0,
      minBalanceRequired: 5,
      warningBalance: 20,
      currency: 'AUD',
    });
  });

  it('the welcome credit is booked once per company, then the status is active', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const first = await redeem(u.token, 'true');
    assert.equal(first.status, 200);
    assert.deepEqual(first.result, { redeemed: true, amount: 25, currency: 'AUD', availableBalance: 25 });
    const second = await redeem(u.token, 'true');
    assert.equal(second.result.redeemed, false);
    assert.equal(second.result.availableBalance, 25);
    const concurrent = await Promise.all([redeem(u.token, 'true'), redeem(u.token, 'true')]);
    assert.ok(concurrent.every((r) => r.result.redeemed === false));
    const rows = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.companyId, u.companyId));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.amountCents, 2500);
    assert.equal(rows[0]!.kind, 'credit');
    assert.deepEqual((await status(u.token)).result, {
      status: 'active',
      availableBalance: 25,
      minBalanceRequired: 5,
      warningBalance: 20,
      currency: 'AUD',
    });
  });

  it('FirstLogin=false books nothing', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const res = await redeem(u.token, 'false');
    assert.equal(res.result.redeemed, false);
    assert.equal((await status(u.token)).result.status, 'not_initiated_yet');
  });

  it('the balance is credits minus debits, in the currency of the country', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true, country: 'IN' });
    await redeem(u.token, 'true');
    await t.ctx.db.insert(ledgerEntries).values({
      companyId: u.companyId,
      amountCents: 1234,
      currency: 'INR',
      kind: 'debit',
      reason: 'Processing 3 pages',
    });
    const res = await status(u.token);
    assert.equal(res.result.currency, 'INR');
    assert.equal(res.result.availableBalance, 12.66);
  });

  it("one company's ledger is not another's", async () => {
    const a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    await redeem(a.token, 'true');
    assert.equal((await status(b.token)).result.status, 'not_initiated_yet');
    assert.equal((await redeem(b.token, 'true')).result.redeemed, true);
  });

  it('a malformed FirstLogin is a 400 naming the field', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const res = await redeem(u.token, 'maybe');
    assert.equal(res.status, 400);
    assert.match(res.message, /^FirstLogin: /);
  });

  it('Billing answers the billing page; GetPaymentLink a checkout of the first top-up amount (the embedded test-payment page here)', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const billing = await callApi(t.url, 'GET', '/api/admin/User/Billing', { token: u.token });
    assert.equal(billing.status, 200);
    assert.equal(billing.result, `${t.url}/admin/billing`);
    const link = await callApi(t.url, 'GET', '/api/admin/User/GetPaymentLink', { token: u.token });
    assert.equal(link.status, 200);
    assert.match(link.result, new RegExp(`^${t.url}/manage/test-checkout/emb_cs_[0-9a-f]{24}$`));
  });

  it('the ledger calls need the PIN', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: false });
    for (const call of ['PaymentStatus', 'RedeemCoupon', 'GetPaymentLink', 'Billing']) {
      assert.equal((await callApi(t.url, 'GET', `/api/admin/User/${call}`, { token: u.token })).status, 401, call);
    }
  });
});
