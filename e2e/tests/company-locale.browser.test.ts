import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startProduct, type Product } from '../support/start-product.ts';
import { launchBrowser } from '../support/browser.ts';
import { expect } from '../support/expect.ts';
import { latestOutbox, signUp } from '../support/onboarding-steps.ts';
import { failFastSteps, openAdmin, shotFromTop } from '../support/mapping-session.ts';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';

const PASSWORD = 'Lieferant#2026';
const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\u00a0/g, ' ');

/** Issue 30 point 5: a company created in Germany gets German defaults, and its profile can change them. */
describe('a company created in Germany sees +49, EUR and dd.mm.yyyy dates; its profile changes the currency', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  let checkoutUrl = '';
  const email = `max.${Date.now()}@lieferant.example`;

  before(async () => {
    // no welcome credit: after the PIN comes the test payment, where the tester saw A$
    product = await startProduct({ BILLING_WELCOME_CREDIT: '0', BILLING_TOP_UP_AMOUNTS: '20,50' });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    page.setDefaultTimeout(20_000);
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });
  const step = failFastSteps('company-locale', () => page);

  step('sign-up with Germany chosen as the country: no state asked, a German contact number taken', async () => {
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
    await page.getByRole('link', { name: 'Continue to Paperbridge' }).click();
    await page.getByTestId('landing-sign-in').click();
    await page.waitForURL(/configure-company-details|\/oidc\//);
    if (page.url().includes('/oidc/')) {
      await page.locator('#email').fill(email);
      await page.locator('#password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await page.getByTestId('company-details-form').waitFor();
    await page.getByTestId('company-type-company').check();
    await page.getByTestId('company-country').click();
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    assert.equal(await page.getByTestId('company-state').count(), 0, 'Germany asks for no state');
    await page.getByTestId('company-name').fill('Lieferant GmbH');
    await page.getByTestId('company-contact-name').fill('Max Mustermann');
    await page.getByTestId('company-contact-number').fill('3012');
    await page.getByTestId('company-address1').fill('Unter den Linden 1');
    await page.getByTestId('company-suburb').fill('Berlin');
    await page.getByTestId('company-postcode').fill('10115');
    await page.getByTestId('company-submit').click();
    await page.getByText('Must be 5 to 13 digits').first().waitFor();
    await page.getByTestId('company-contact-number').fill('301234567');
    await page.getByTestId('company-submit').click();
    await page.waitForURL(/\/auth\/features/);
    await page.getByTestId('feature-ICR').check();
    await page.getByTestId('features-submit').click();
    await page.waitForURL(/\/auth\/configure-security-service/);
  });

  step("the PIN page defaults to +49 Germany with Germany's length rule", async () => {
    assert.equal(await page.getByTestId('phone-dial-code').inputValue(), '+49 Germany');
    await page.getByTestId('phone-number').fill('151234567');
    await page.getByTestId('phone-send').click();
    await page.getByText('Must be 10 to 11 digits').first().waitFor();
    await page.getByTestId('phone-number').fill('15123456789');
    await page.getByTestId('phone-send').click();
    const sms = await latestOutbox(product.url, '+4915123456789', 'sms');
    await page.getByTestId('pin-code').fill(/\b(\d{6})\b/.exec(sms.body)![1]!);
    await page.getByTestId('pin-verify').click();
  });

  step('the test payment is in euros, written the German way', async () => {
    await page.waitForURL(/\/manage\/test-checkout\/emb_cs_/);
    checkoutUrl = page.url();
    await expect(
      async () => (await text(page, 'test-checkout-amount')) === '20,00 €',
      'the first top-up amount in EUR',
    );
  });

  step("changing the profile's currency changes the billing currency (nothing paid in yet)", async () => {
    await page.goto(`${product.url}/admin/user-profile`);
    const card = page.getByTestId('profile-regional-card');
    await card.waitFor();
    assert.equal(await page.getByTestId('regional-currency').inputValue(), 'Country default: EUR');
    assert.equal(await page.getByTestId('regional-date-order').inputValue(), 'Country default: 05.03.2018 (day first)');
    await page.getByTestId('regional-currency').click();
    await page.getByRole('option', { name: 'CHF', exact: true }).click();
    await page.getByTestId('regional-save').click();
    await page.getByText('Your profile has been successfully updated.').first().waitFor();
    await shotFromTop(page, 'company-locale-profile');
    await page.goto(`${product.url}/admin/billing`);
    await expect(async () => (await text(page, 'billing-balance')) === '0,00 CHF', 'the empty balance in CHF');
    assert.equal(await text(page, 'top-up-20'), '20,00 CHF');
    await page.goto(`${product.url}/admin/user-profile`);
    await page.getByTestId('regional-currency').click();
    await page.getByRole('option', { name: 'Country default: EUR' }).click();
    await page.getByTestId('regional-save').click();
    await page.getByText('Your profile has been successfully updated.').first().waitFor();
  });

  step('paid in EUR: billing shows the balance in EUR and the ledger dates as dd.mm.yyyy', async () => {
    await page.goto(checkoutUrl);
    await page.getByTestId('test-checkout-pay').click();
    await page.waitForURL(/\/success\/\?session_id=emb_cs_/);
    await page.goto(`${product.url}/admin/billing`);
    await expect(async () => (await text(page, 'billing-balance')) === '20,00 €', 'balance 20,00 €');
    assert.match(await text(page, 'ledger-date'), /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    assert.match((await page.getByTestId('ledger-row').first().textContent()) ?? '', /Top-up.*20,00.€/);
    await page
      .getByTestId('layout-loader')
      .waitFor({ state: 'hidden', timeout: 15_000 })
      .catch(() => undefined);
    await shotFromTop(page, 'company-locale-billing');
  });

  step("the dashboard's dates read dd.mm.yyyy: the process pickers and a client's created date", async () => {
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const client = await call(product.url, CALLS.mapping.createUser, {
      token,
      body: { companyname: 'Bürobedarf Schmidt', contectname: 'Eva Schmidt', email: 'eva@schmidt.example' },
    });
    assert.equal(client.code, 200, client.message);
    await openAdmin(page, product.url, '/admin/dashboard', 'page-dashboard');
    await page.getByTestId('icr-tab').waitFor();
    const welcome = page.getByTestId('new-login-modal');
    if (await welcome.isVisible()) {
      await page.keyboard.press('Escape');
      await welcome.waitFor({ state: 'detached' });
    }
    assert.match(await text(page, 'icr-to'), /^\d{2}\.\d{2}\.\d{4}$/, 'the "Process to" picker reads dd.mm.yyyy');
    await page.getByTestId('icr-card-clients').click();
    await expect(
      async () => /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/.test(await text(page, 'icr-client-created')),
      'the client created today, as 05.03.2018 14:07',
    );
    await shotFromTop(page, 'company-locale-dashboard');
  });
});
