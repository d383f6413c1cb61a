import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';
import { startProduct, type Product } from '../support/start-product.ts';
import { launchBrowser, snapshot } from '../support/browser.ts';
import { expect } from '../support/expect.ts';
import { continueToSecurityPin, latestOutbox, signUp } from '../support/onboarding-steps.ts';
import { failFastSteps, shotFromTop } from '../support/mapping-session.ts';

const PASSWORD = 'Harbour#2026';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Spec 000 §9's display of a moment for an Australian company, in this machine's time zone (the browser's). */
function australianMoment(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = d.getHours() % 12 || 12;
  return `${pad(d.getDate())} ${MONTHS[d.getMonth()]} ${d.getFullYear()} ${pad(hours)}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/**
 * Issue 26, "Billing", in Chromium at 1366×800: a new user opens billing from the welcome modal, pays
 * a test top-up and comes back to the dashboard told what was paid and the new balance, without the
 * welcome modal again; the ledger's dates are written like the rest of the app, the company's way.
 */
describe('after a test payment the dashboard confirms it, and the ledger dates follow the company', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  let token = '';
  const email = `paid.${Date.now()}@harbour.example`;
  const step = failFastSteps('payment-confirmation', () => page);

  before(async () => {
    // the default welcome credit: after the PIN Manage Clients (no client yet, spec 002 §4), with the welcome modal
    product = await startProduct({ BILLING_TOP_UP_AMOUNTS: '20,50' });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
    page.setDefaultTimeout(20_000);
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  step('a new user reaches Manage Clients (no client yet) and the welcome modal', async () => {
    await signUp(page, product.url, email, PASSWORD);
    await page.waitForURL(/\/auth\/configure-company-details/);
    await page.goto(`${product.url}/dev/outbox`);
    const link = await page
      .getByTestId('outbox-item')
      .filter({ hasText: email })
      .first()
      .getByTestId('outbox-link')
      .first()
      .getAttribute('href');
    await page.goto(link!);
    await continueToSecurityPin(page, email, PASSWORD);
    await page.getByTestId('phone-send').click();
    const sms = await latestOutbox(product.url, '+61412345678', 'sms');
    await page.getByTestId('pin-code').fill(/\b(\d{6})\b/.exec(sms.body)![1]!);
    await page.getByTestId('pin-verify').click();
    await page.waitForURL(/\/admin\/manage-client$/);
    await page.getByTestId('new-login-modal').waitFor();
    token = (await page.evaluate(() => localStorage.getItem('token')))!;
  });

  step("the modal's balance link opens billing; a test top-up of A$20.00 is paid", async () => {
    await page.getByTestId('new-login-check-balance').click();
    await page.waitForURL(/\/admin\/billing$/);
    await page.getByTestId('top-up-20').click();
    await page.waitForURL(/\/manage\/test-checkout\//);
    await page.getByTestId('test-checkout-pay').click();
    await page.waitForURL(/\/success\/\?session_id=/);
    await page.getByText('Payment Processing in Progress').waitFor();
  });

  step('back where sign-in lands: the amount paid and the new balance, and no welcome modal again', async () => {
    await page.waitForURL(/\/admin\/manage-client$/, { timeout: 40_000 });
    await page.getByTestId('page-manage-client').waitFor();
    const status = okResult(await call(product.url, CALLS.admin.paymentStatus, { token }));
    assert.equal(status.availableBalance, 45, 'the A$25.00 welcome credit and the A$20.00 top-up');
    const confirmation = page.getByTestId('payment-confirmation');
    await confirmation.waitFor();
    const text = (await confirmation.textContent()) ?? '';
    assert.match(text, /Payment received/);
    assert.match(text, /A\$20\.00 was added to your balance\. Your new balance is A\$45\.00\./);
    await page.getByTestId('layout-loader').waitFor({ state: 'hidden', timeout: 15_000 });
    await snapshot(page, 'payment-confirmation-landing');
    // the welcome modal would open with the page; give it the time it would take
    await page.waitForTimeout(1500);
    assert.equal(await page.getByTestId('new-login-modal').count(), 0, 'the welcome modal stays closed');
    // the confirmation stays until closed (it is not a 10 s toast)
    await page.waitForTimeout(10_500);
    assert.ok(await confirmation.isVisible(), 'still shown after 10 s');
    await page.reload();
    await page.getByTestId('page-manage-client').waitFor();
    await page.getByTestId('layout-loader').waitFor({ state: 'hidden', timeout: 15_000 });
    await page.waitForTimeout(1500);
    assert.equal(await page.getByTestId('new-login-modal').count(), 0, 'not after a reload either');
  });

  step(
    "the ledger's dates read like the rest of the app, the company's way (Australia: 26 Nov 2026 02:37 PM)",
    async () => {
      await page.getByTestId('nav-billing').click();
      await page.waitForURL(/\/admin\/billing$/);
      const details = okResult(await call(product.url, CALLS.billing.getBillingDetails, { token }));
      await expect(
        async () => (await page.getByTestId('ledger-row').count()) === details.ledger.entries.length,
        'every ledger row shown',
      );
      const dates = await page.getByTestId('ledger-date').allTextContents();
      assert.deepEqual(
        dates,
        details.ledger.entries.map((e) => australianMoment(e.date)),
      );
      for (const d of dates)
        assert.doesNotMatch(d, /\d{1,2}\/\d{1,2}\/\d{4},/, 'not the browser default (11/26/2026, …)');
      const paid = details.payments.find((p) => p.status === 'paid')!;
      assert.equal(
        await page.locator('[data-testid="payment-row"][data-status="paid"]').getByTestId('payment-date').textContent(),
        australianMoment(paid.date),
      );
      // the bell's dates are written the same way
      await page.getByTestId('notification-bell').click();
      const bellDate = (await page.getByTestId('notification-date').first().textContent()) ?? '';
      assert.match(bellDate, /^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} [AP]M$/);
      await page.keyboard.press('Escape');
      await shotFromTop(page, 'payment-confirmation-ledger');
    },
  );
});
