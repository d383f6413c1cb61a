import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { NOT_CREDITED_TEXT, paymentSuccessOutcome } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { ledgerEntries, paymentEvents, payments } from '../../db/schema/index.ts';
import { startStripeTestServer, type StripeTestServer } from '@paperbridge/test-kit/providers/stripe-test-server.ts';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.route.ts';

describe('Top-ups through Stripe (the local Stripe-speaking server): Checkout Session → signed webhook → ledger', () => {
  let t: TestApp;
  let stripe: StripeTestServer;
  before(async () => {
    stripe = await startStripeTestServer();
    t = await startTestApp({ ...stripe.config, BILLING_TOP_UP_AMOUNTS: '50,100' }, { workers: false });
    stripe.setWebhookUrl(`${t.url}${STRIPE_WEBHOOK_PATH}`);
  });
  after(async () => {
    await t.close();
    await stripe.close();
  });

  const status = async (u: SeededUser) =>
    (await callApi(t.url, 'GET', '/api/admin/User/PaymentStatus', { token: u.token })).result;
  const ledger = (u: SeededUser) =>
    t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.companyId, u.companyId));
  /** A top-up started in the product: the session the local Stripe made for it. */
  async function topUp(u: SeededUser, amount = 50) {
    const res = await callApi(t.url, 'POST', '/api/admin/Billing/CreateTopUp', { token: u.token, body: { amount } });
    assert.equal(res.status, 200, res.message);
    const id = /\/c\/pay\/(cs_test_[0-9a-f]+)$/.exec(res.result)?.[1];
    assert.ok(id, res.result);
    return id;
  }

  it('sends a Customer and a Checkout Session of the chosen amount in the company currency, and credits the ledger once on the signed event', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true, country: 'GB' });
    const id = await topUp(u, 100);
    const [customerCall, sessionCall] = stripe.requests.slice(-2);
    assert.equal(customerCall!.path, '/v1/customers');
    assert.equal(customerCall!.body.email, u.email);
    assert.deepEqual(customerCall!.body.metadata, { companyId: u.companyId });
    assert.equal(sessionCall!.path, '/v1/checkout/sessions');
    const sent = sessionCall!.body as Record<string, any>;
    assert.equal(sent.mode, 'payment');
    assert.equal(sent.customer, [...stripe.customers.keys()].at(-1));
    assert.equal(sent.client_reference_id, u.companyId);
    assert.deepEqual(sent.line_items, [
      {
        quantity: '1',
        price_data: { currency: 'gbp', unit_amount: '10000', product_data: { name: 'Paperbridge balance top-up' } },
      },
    ]);
    assert.equal(sent.success_url, `${t.url}/success/?session_id={CHECKOUT_SESSION_ID}`);
    assert.equal(sent.cancel_url, `${t.url}/admin/billing`);
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.checkoutId, id));
    assert.equal(sent.metadata.paymentId, row!.id);
    assert.equal(sent.payment_intent_data.metadata.paymentId, row!.id);
    assert.ok(sessionCall!.idempotencyKey, 'the session create carries an Idempotency-Key');
    // a second top-up reuses the company's customer
    await topUp(u, 50);
    assert.equal(stripe.requests.filter((r) => r.path === '/v1/customers').length, 1);

    assert.equal((await status(u)).status, 'not_initiated_yet');
    const paid = stripe.pay(id);
    const delivered = await stripe.deliver(paid);
    assert.equal(delivered.status, 200);
    assert.equal((delivered.body.result as { outcome: string }).outcome, 'credited');
    assert.deepEqual(await status(u), {
      status: 'active',
      availableBalance: 100,
      minBalanceRequired: 5,
      warningBalance: 20,
      currency: 'GBP',
    });
    assert.equal(paymentSuccessOutcome(await status(u)), 'credited');
    const rows = await ledger(u);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.paymentId, row!.id);

    // the same event delivered again (Stripe retries), and both at once: nothing more
    const again = await Promise.all([stripe.deliver(paid), stripe.deliver(paid)]);
    assert.ok(again.every((r) => r.status === 200 && (r.body.result as { outcome: string }).outcome === 'duplicate'));
    // the same completion under a new event id (async_payment_succeeded after completed): the checkout is credited once
    const twin = { ...paid, id: `${paid.id as string}_twin`, type: 'checkout.session.async_payment_succeeded' };
    assert.match(((await stripe.deliver(twin)).body.result as { outcome: string }).outcome, /^ignored/);
    assert.equal((await ledger(u)).length, 1);
    assert.equal((await status(u)).availableBalance, 100);
  });

  it('a forged signature, another secret, a stale timestamp or no signature is refused and changes nothing', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const id = await topUp(u);
    const paid = stripe.pay(id);
    const payload = JSON.stringify(paid, null, 2);
    const tries = [
      stripe.deliver(paid, { secret: 'whsec_not_the_endpoint_secret' }),
      stripe.deliver(paid, {
        signature: stripe.stripeSignature(payload, stripe.webhookSecret).replace(/v1=[0-9a-f]{4}/, 'v1=0000'),
      }),
      stripe.deliver(paid, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      stripe.deliver(paid, { signature: '' }),
    ];
    for (const r of await Promise.all(tries)) assert.equal(r.status, 400);
    // a body changed after signing: the signature of the original does not cover it
    const tampered = await fetch(`${t.url}${STRIPE_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.stripeSignature(payload, stripe.webhookSecret),
      },
      body: payload.replace('"amount_total": 5000', '"amount_total": 500000'),
    });
    assert.equal(tampered.status, 400);
    assert.equal((await ledger(u)).length, 0);
    assert.equal(
      (
        await t.ctx.db
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.eventId, paid.id as string))
      ).length,
      0,
    );
    assert.equal((await status(u)).status, 'not_initiated_yet');
    // the genuine delivery still credits
    assert.equal(((await stripe.deliver(paid)).body.result as { outcome: string }).outcome, 'credited');
    assert.equal((await status(u)).availableBalance, 50);
  });

  it('out of order: an older expiry or refund total arriving late changes nothing; refunds and declines are recorded', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const id = await topUp(u);
    const createdBefore = Math.floor(Date.now() / 1000) - 60;
    const expiredEarlier = stripe.expire(id, createdBefore);
    const declined = stripe.decline(id);
    assert.equal(((await stripe.deliver(declined)).body.result as { outcome: string }).outcome, 'failed');
    const [failed] = await t.ctx.db.select().from(payments).where(eq(payments.checkoutId, id));
    assert.equal(failed!.status, 'failed');
    assert.equal(failed!.failureReason, 'Your card was declined.');
    // the customer tries another card in the same session
    assert.equal(((await stripe.deliver(stripe.pay(id))).body.result as { outcome: string }).outcome, 'credited');
    assert.match(((await stripe.deliver(expiredEarlier)).body.result as { outcome: string }).outcome, /^ignored/);
    assert.equal((await t.ctx.db.select().from(payments).where(eq(payments.checkoutId, id)))[0]!.status, 'paid');

    const refund30 = stripe.refund(id, 3000);
    const refund10 = stripe.refund(id, 1000, createdBefore + 1);
    assert.equal(((await stripe.deliver(refund30)).body.result as { outcome: string }).outcome, 'refunded');
    assert.match(((await stripe.deliver(refund10)).body.result as { outcome: string }).outcome, /^ignored/);
    assert.equal((await status(u)).availableBalance, 20);
    const rows = await ledger(u);
    assert.deepEqual(rows.map((r) => [r.kind, r.amountCents]).sort(), [
      ['credit', 5000],
      ['debit', 3000],
    ]);
    // the rest refunded later: the payment is refunded in full
    await stripe.deliver(stripe.refund(id, 5000));
    assert.equal((await status(u)).availableBalance, 0);
    assert.equal((await t.ctx.db.select().from(payments).where(eq(payments.checkoutId, id)))[0]!.status, 'refunded');
  });

  it("not credited: a payment by an e-mail no account has is kept as not credited, and /success/'s rule shows the spec's message", async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const foreign = stripe.foreignPayment({ email: 'someone-else@example.org', amountCents: 2000, currency: 'aud' });
    assert.equal(((await stripe.deliver(foreign)).body.result as { outcome: string }).outcome, 'not_credited');
    const [row] = await t.ctx.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, 'stripe'),
          eq(payments.checkoutId, (foreign.data as { object: { id: string } }).object.id),
        ),
      );
    assert.equal(row!.status, 'not_credited');
    assert.equal(row!.companyId, null);
    assert.equal(row!.payerEmail, 'someone-else@example.org');
    const s = await status(u);
    assert.equal(s.status, 'not_initiated_yet');
    assert.equal(paymentSuccessOutcome(s), 'not_credited');
    assert.match(NOT_CREDITED_TEXT, /payment was successful, but your account has not been credited/);
    // paid by the account's own e-mail (any case): credited to that company
    const own = stripe.foreignPayment({ email: u.email.toUpperCase(), amountCents: 2000, currency: 'aud' });
    assert.equal(((await stripe.deliver(own)).body.result as { outcome: string }).outcome, 'credited');
    assert.equal((await status(u)).availableBalance, 20);
  });

  it('the billing page lists the top-up with its receipt as a PDF; another company gets no receipt', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const id = await topUp(u);
    await stripe.deliver(stripe.pay(id));
    const details = await callApi(t.url, 'GET', '/api/admin/Billing/GetBillingDetails', { token: u.token });
    assert.equal(details.status, 200);
    assert.equal(details.result.provider, 'stripe');
    assert.deepEqual(details.result.topUpAmounts, [50, 100]);
    assert.equal(details.result.ledger.recordCount, 1);
    const [entry] = details.result.ledger.entries;
    assert.equal(entry.description, 'Top-up');
    assert.equal(entry.balanceAfter, 50);
    const pay = details.result.payments.find((p: { id: string }) => p.id === entry.paymentId);
    assert.equal(pay.status, 'paid');
    const pdf = await fetch(`${t.url}/api/admin/Billing/DownloadReceipt?id=${entry.paymentId}`, {
      headers: { authorization: `Bearer ${u.token}` },
    });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.equal(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );
    const other = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    assert.equal(
      (
        await callApi(t.url, 'GET', '/api/admin/Billing/DownloadReceipt', {
          token: other.token,
          query: { id: entry.paymentId },
        })
      ).status,
      404,
    );
  });

  it('GetPaymentLink answers a Stripe Checkout of the first amount; an amount not offered is refused', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const link = await callApi(t.url, 'GET', '/api/admin/User/GetPaymentLink', { token: u.token });
    assert.match(link.result, new RegExp(`^${stripe.url}/c/pay/cs_test_`));
    assert.equal(stripe.sessions.get(link.result.split('/').pop())!.amount_total, 5000);
    const odd = await callApi(t.url, 'POST', '/api/admin/Billing/CreateTopUp', { token: u.token, body: { amount: 7 } });
    assert.equal(odd.status, 400);
    assert.match(odd.message, /choose one of 50, 100/);
    // the embedded test-payment page is not there with Stripe configured
    assert.equal(
      (await callApi(t.url, 'GET', '/api/admin/Billing/TestCheckout', { token: u.token, query: { id: 'emb_cs_x' } }))
        .status,
      404,
    );
  });
});
