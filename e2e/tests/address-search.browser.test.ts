import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { CALLS } from '@paperbridge/contracts';
import { startProduct, type Product } from '../support/start-product.ts';
import { launchBrowser, snapshot } from '../support/browser.ts';
import { expect } from '../support/expect.ts';
import { latestOutbox, signUp } from '../support/onboarding-steps.ts';
import { failFastSteps } from '../support/mapping-session.ts';

const PASSWORD = 'Harbour#2026';

/**
 * Issue 26 (spec 002 §2 and §7) in Chromium: a new user from a US address (the browser's requests carry an
 * X-Forwarded-For of 8.8.8.8, and the product trusts its loopback proxy) finds the country already set to the United
 * States on the company form; typing a street and a place in "Address search" offers places of the country's list,
 * and choosing one fills address line 1, state, city and ZIP code.
 */
describe('company details: the country guessed from the IP address, the address search fills the fields', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  const email = `lee.${Date.now()}@harbour.example`;
  const step = failFastSteps('address-search', () => page);

  before(async () => {
    product = await startProduct({ TRUST_PROXY: '127.0.0.1' });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '8.8.8.8' });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  step('a new user from the United States finds it chosen as the country', async () => {
    await signUp(page, product.url, email, PASSWORD);
    await page.waitForURL(/\/auth\/configure-company-details/);
    // the verification e-mail is sent by a job: wait for it in the outbox, then follow its link
    const mail = await latestOutbox(product.url, email, 'email');
    const link = new RegExp(`https?://\\S*${CALLS.identity.verifyEmail.path}\\S*`).exec(mail.body)?.[0];
    assert.ok(link, `verification link in: ${mail.body}`);
    const outbox = await page.context().newPage();
    await outbox.goto(link!);
    await outbox.getByText('Your e-mail address has been verified.').waitFor();
    await outbox.close();
    await page.getByTestId('email-not-verified-sign-in').click();
    await page.waitForURL(/configure-company-details|\/oidc\//);
    if (page.url().includes('/oidc/')) {
      await page.locator('#email').fill(email);
      await page.locator('#password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await page.getByTestId('company-details-form').waitFor();
    await expect(
      async () => (await page.getByTestId('company-country').inputValue()) === 'United States',
      'the country guessed',
    );
  });

  step('"350 Fifth Avenue, New York 10118" offers the place; choosing it fills the address fields', async () => {
    await page.getByTestId('company-gaddress').fill('350 Fifth Avenue, New York 10118');
    const option = page.getByRole('option', { name: '350 Fifth Avenue, New York NY 10118' });
    await option.waitFor();
    await snapshot(page, 'address-search-options');
    await option.click();
    await expect(async () => (await page.getByTestId('company-postcode').inputValue()) === '10118', 'ZIP filled');
    assert.equal(await page.getByTestId('company-address1').inputValue(), '350 Fifth Avenue');
    assert.equal(await page.getByTestId('company-suburb').inputValue(), 'New York');
    assert.equal(await page.getByTestId('company-state').inputValue(), 'New York');
    await snapshot(page, 'address-search-filled');
  });
});
