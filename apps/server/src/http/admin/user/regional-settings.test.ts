import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { currencyMismatchReason } from '../../../services/payments/apply-payment-event.ts';

/** A German company's profile, as the profile card sends it. */
const GERMAN = {
  coIsCompany: true,
  coCompanyName: 'Lieferant GmbH',
  coContactName: 'Max Mustermann',
  coContactNumber: '301234567',
  coAddress1: 'Unter den Linden 1',
  coAddress2: '',
  coSuburb: 'Berlin',
  coState: '',
  coCountry: 'DE',
  coPostCode: '10115',
  coAbn: '',
  gAddress: '',
  accessModuls: ['ICR'],
};

describe("Regional settings (issue 30 point 5): the country's defaults, the profile's choices", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ BILLING_WELCOME_CREDIT: '0', BILLING_TOP_UP_AMOUNTS: '20,50' }, { workers: false });
  });
  after(async () => t.close());

  const detail = async (u: SeededUser) =>
    (await callApi(t.url, 'GET', '/api/admin/User/GetAdminUserDetail', { token: u.token })).result;
  const update = (u: SeededUser, body: unknown) =>
    callApi(t.url, 'POST', '/api/admin/User/UpdateAdminUserDetail', { token: u.token, body });
  const currency = async (u: SeededUser) =>
    (await callApi(t.url, 'GET', '/api/admin/User/PaymentStatus', { token: u.token })).result.currency;
  const topUp = async (u: SeededUser) =>
    (await callApi(t.url, 'POST', '/api/admin/Billing/CreateTopUp', { token: u.token, body: { amount: 20 } })).result
      .split('/')
      .pop() as string;
  const pay = (u: SeededUser, checkoutId: string) =>
    callApi(t.url, 'POST', '/api/admin/Billing/CompleteTestCheckout', {
      token: u.token,
      body: { checkoutId, outcome: 'paid' },
    });

  it('a German company gets +49, EUR, 05.03.2018-style dates and the decimal comma, and pays in EUR', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const saved = await update(u, GERMAN);
    assert.equal(saved.status, 200, saved.message);
    const d = await detail(u);
    assert.deepEqual(d.locale, { country: 'DE', currency: 'EUR', dialCode: '49', dateOrder: 'DMY', decimal: ',' });
    assert.deepEqual([d.coCurrency, d.coDateOrder, d.coDecimalMark], [null, null, null]);
    assert.equal(await currency(u), 'EUR');
    const id = await topUp(u);
    const page = await callApi(t.url, 'GET', '/api/admin/Billing/TestCheckout', { token: u.token, query: { id } });
    assert.equal(page.result.currency, 'EUR');
    assert.equal((await pay(u, id)).result.outcome, 'credited');
    const billing = await callApi(t.url, 'GET', '/api/admin/Billing/GetBillingDetails', { token: u.token });
    assert.equal(billing.result.currency, 'EUR');
    assert.equal(billing.result.balance, 20);
  });

  it('the profile overrides currency, date order and decimal mark; absent leaves them, null goes back to the country', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    await update(u, { ...GERMAN, coCurrency: 'CHF', coDateOrder: 'YMD', coDecimalMark: '.' });
    let d = await detail(u);
    assert.deepEqual(d.locale, { country: 'DE', currency: 'CHF', dialCode: '49', dateOrder: 'YMD', decimal: '.' });
    assert.equal(await currency(u), 'CHF', 'an empty ledger follows the profile');
    await update(u, { ...GERMAN, coContactName: 'Erika Mustermann' });
    d = await detail(u);
    assert.equal(d.coCurrency, 'CHF', 'a save without the fields keeps them');
    await update(u, { ...GERMAN, coCurrency: null, coDateOrder: null });
    d = await detail(u);
    assert.deepEqual(d.locale, { country: 'DE', currency: 'EUR', dialCode: '49', dateOrder: 'DMY', decimal: '.' });
  });

  it('refuses an unknown currency, date order or decimal mark', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    for (const bad of [{ coCurrency: 'XYZ' }, { coDateOrder: 'DDMM' }, { coDecimalMark: ';' }]) {
      const res = await update(u, { ...GERMAN, ...bad });
      assert.equal(res.status, 400, JSON.stringify(bad));
    }
  });

  it('money paid in stays in its currency: a balance held in EUR is never relabelled, a later CHF payment is not credited', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    await update(u, GERMAN);
    const inEuro = await topUp(u);
    await update(u, { ...GERMAN, coCurrency: 'CHF' });
    const inFranc = await topUp(u);
    assert.equal((await pay(u, inEuro)).result.outcome, 'credited');
    assert.equal(await currency(u), 'EUR', 'the ledger keeps the currency its money came in');
    assert.equal((await pay(u, inFranc)).result.outcome, 'not_credited');
    const billing = await callApi(t.url, 'GET', '/api/admin/Billing/GetBillingDetails', { token: u.token });
    assert.equal(billing.result.balance, 20);
    const franc = billing.result.payments.find((p: { currency: string }) => p.currency === 'CHF');
    assert.equal(franc.failureReason, currencyMismatchReason('CHF', 'EUR'));
  });

  it('the Australian default is unchanged: AUD, +61, day-first, decimal point', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    assert.deepEqual((await detail(u)).locale, {
      country: 'AU',
      currency: 'AUD',
      dialCode: '61',
      dateOrder: 'DMY',
      decimal: '.',
    });
    assert.equal(await currency(u), 'AUD');
  });
});
