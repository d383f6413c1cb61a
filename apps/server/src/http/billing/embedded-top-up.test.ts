import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { chargePages } from '../../pipeline/intake/charge-pages.ts';

describe('Top-ups without a payment provider: the embedded test-payment page', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ BILLING_TOP_UP_AMOUNTS: '20,50' }, { workers: false });
  });
  after(async () => t.close());

  const status = async (u: SeededUser) =>
    (await callApi(t.url, 'GET', '/api/admin/User/PaymentStatus', { token: u.token })).result;
  const checkoutOf = (url: string) => url.split('/').pop()!;

  it('GetPaymentLink → the test-payment page of the first amount → paid through the same event path: credited once', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true, country: 'IN' });
    const link = await callApi(t.url, 'GET', '/api/admin/User/GetPaymentLink', { token: u.token });
    const id = checkoutOf(link.result);
    const page = await callApi(t.url, 'GET', '/api/admin/Billing/TestCheckout', { token: u.token, query: { id } });
    assert.equal(page.status, 200);
    assert.deepEqual(page.result, {
      checkoutId: id,
      amount: 20,
      currency: 'INR',
      companyName: 'Acme Paper Pty Ltd',
      email: u.email,
      status: 'open',
    });
    const pay = () =>
      callApi(t.url, 'POST', '/api/admin/Billing/CompleteTestCheckout', {
        token: u.token,
        body: { checkoutId: id, outcome: 'paid' },
      });
    const done = await pay();
    assert.equal(done.status, 200);
    assert.deepEqual(done.result, { outcome: 'credited', redirectUrl: `${t.url}/success/?session_id=${id}` });
    // paying the same checkout again (a second click, a reload): nothing more
    assert.match((await pay()).result.outcome, /^ignored/);
    assert.deepEqual(await status(u), {
      status: 'active',
      availableBalance: 20,
      minBalanceRequired: 5,
      warningBalance: 20,
      currency: 'INR',
    });
  });

  it('a declined test card is recorded as failed; another company cannot see or pay the checkout', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const other = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const res = await callApi(t.url, 'POST', '/api/admin/Billing/CreateTopUp', {
      token: u.token,
      body: { amount: 50 },
    });
    const id = checkoutOf(res.result);
    assert.equal(
      (await callApi(t.url, 'GET', '/api/admin/Billing/TestCheckout', { token: other.token, query: { id } })).status,
      404,
    );
    assert.equal(
      (
        await callApi(t.url, 'POST', '/api/admin/Billing/CompleteTestCheckout', {
          token: other.token,
          body: { checkoutId: id, outcome: 'paid' },
        })
      ).status,
      404,
    );
    const declined = await callApi(t.url, 'POST', '/api/admin/Billing/CompleteTestCheckout', {
      token: u.token,
      body: { checkoutId: id, outcome: 'declined' },
    });
    assert.deepEqual(declined.result, { outcome: 'failed', redirectUrl: `${t.url}/admin/billing` });
    const details = await callApi(t.url, 'GET', '/api/admin/Billing/GetBillingDetails', { token: u.token });
    assert.equal(details.result.payments[0].status, 'failed');
    assert.equal(details.result.payments[0].failureReason, 'Your card was declined (test payment).');
    assert.equal(details.result.ledger.recordCount, 0);
    assert.equal((await status(u)).status, 'not_initiated_yet');
    assert.equal((await status(other)).status, 'not_initiated_yet');
  });

  it('the ledger lists every charge with its document and pages, newest first, with the balance each left, paged', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const id = checkoutOf(
      (await callApi(t.url, 'POST', '/api/admin/Billing/CreateTopUp', { token: u.token, body: { amount: 20 } })).result,
    );
    await callApi(t.url, 'POST', '/api/admin/Billing/CompleteTestCheckout', {
      token: u.token,
      body: { checkoutId: id, outcome: 'paid' },
    });
    const docs = [randomUUID(), randomUUID(), randomUUID()];
    for (const [i, documentId] of docs.entries()) {
      await chargePages(t.ctx.db, {
        companyId: u.companyId,
        documentId,
        attempt: 1,
        pages: i + 1,
        pricePerPageCents: 10,
        fileName: `doc-${i}.pdf`,
      });
    }
    const first = await callApi(t.url, 'GET', '/api/admin/Billing/GetBillingDetails', {
      token: u.token,
      query: { page: 1, pageSize: 2 },
    });
    assert.equal(first.result.balance, 19.4);
    assert.equal(first.result.currency, 'AUD');
    assert.equal(first.result.provider, 'embedded');
    assert.equal(first.result.ledger.recordCount, 4);
    assert.deepEqual(
      first.result.ledger.entries.map((e: Record<string, unknown>) => [
        e.kind,
        e.amount,
        e.documentId,
        e.pages,
        e.description,
        e.balanceAfter,
      ]),
      [
        ['debit', 0.3, docs[2], 3, '3 pages: doc-2.pdf', 19.4],
        ['debit', 0.2, docs[1], 2, '2 pages: doc-1.pdf', 19.7],
      ],
    );
    const second = await callApi(t.url, 'GET', '/api/admin/Billing/GetBillingDetails', {
      token: u.token,
      query: { page: 2, pageSize: 2 },
    });
    assert.deepEqual(
      second.result.ledger.entries.map((e: Record<string, unknown>) => [e.kind, e.amount, e.pages, e.balanceAfter]),
      [
        ['debit', 0.1, 1, 19.9],
        ['credit', 20, null, 20],
      ],
    );
    const other = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    assert.equal(
      (await callApi(t.url, 'GET', '/api/admin/Billing/GetBillingDetails', { token: other.token })).result.ledger
        .recordCount,
      0,
    );
  });

  it('the billing calls need the PIN', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: false });
    assert.equal((await callApi(t.url, 'GET', '/api/admin/Billing/GetBillingDetails', { token: u.token })).status, 401);
    assert.equal(
      (await callApi(t.url, 'POST', '/api/admin/Billing/CreateTopUp', { token: u.token, body: { amount: 20 } })).status,
      401,
    );
  });
});
