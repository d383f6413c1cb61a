import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { CALLS, MSG } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';
import { startProduct, type Product } from '../support/start-product.ts';
import { launchBrowser, snapshot } from '../support/browser.ts';
import { expect } from '../support/expect.ts';
import { fillCompanyDetails, latestOutbox } from '../support/onboarding-steps.ts';
import { failFastSteps } from '../support/mapping-session.ts';

const PASSWORD = 'Harbour#2026';
const WEAK = 'harbour26';
const RED = 'rgb(250, 82, 82)';

/**
 * Issue 26, "Sign-up and account", clicked through in Chromium at 1366×800 as a new user: a weak
 * password keeps what was typed and shows the rule once; the not-verified screen offers Sign in; the
 * contact number is taken as people write it and prefills the PIN screen; the welcome notification
 * no longer asks for steps already done.
 */
describe('sign-up as a new user types it', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  const email = `ann.${Date.now()}@harbour.example`;
  const step = failFastSteps('signup-ux', () => page);

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
    page.setDefaultTimeout(20_000);
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  step('a weak password keeps both fields as typed and shows the rule once, in red', async () => {
    await page.goto(product.url);
    await page.getByTestId('landing-create-account').click();
    await page.waitForURL(/\/oidc\/interaction\//);
    const rule = page.getByText(MSG.passwordRule, { exact: true });
    assert.equal(await rule.count(), 1, 'the rule is shown once before anything is typed');
    assert.notEqual(await rule.evaluate((el) => getComputedStyle(el).color), RED, 'grey as a hint');

    await page.locator('#email').fill(email);
    await page.locator('#password').fill(WEAK);
    await page.locator('#confirmPassword').fill(WEAK);
    const signUpUrl = page.url();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(async () => (await rule.evaluate((el) => getComputedStyle(el).color)) === RED, 'the rule turns red');
    assert.equal(page.url(), signUpUrl, 'the form was not sent');
    assert.equal(await rule.count(), 1, 'the rule is shown once, not once grey and once red');
    assert.equal(await page.locator('#email').inputValue(), email);
    assert.equal(await page.locator('#password').inputValue(), WEAK);
    assert.equal(await page.locator('#confirmPassword').inputValue(), WEAK);
    assert.equal(await page.locator('#password').getAttribute('aria-invalid'), 'true');
    await snapshot(page, 'signup-ux-weak-password');

    // fixing it clears the red as the user types
    await page.locator('#password').fill(PASSWORD);
    await expect(async () => (await rule.evaluate((el) => getComputedStyle(el).color)) !== RED, 'the rule grey again');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(MSG.passwordsMustMatch, { exact: true }).waitFor();
    assert.equal(await page.locator('#password').inputValue(), PASSWORD);
    await page.locator('#confirmPassword').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/auth\/configure-company-details/);
    await page.getByTestId('email-not-verified').waitFor();
  });

  step('the e-mail-not-verified screen offers Sign in; after the link, Sign in opens the company form', async () => {
    const screen = page.getByTestId('email-not-verified');
    assert.match((await screen.textContent()) ?? '', /then sign in\s+again\./);
    // before the link is used, signing in goes through the provider and comes back to the same screen
    await page.evaluate(() => Object.assign(window, { beforeSignIn: true }));
    await page.getByTestId('email-not-verified-sign-in').click();
    await expect(
      async () => !(await page.evaluate(() => 'beforeSignIn' in window)),
      'the browser went to the provider and back',
      20_000,
    );
    await page.waitForURL(/\/auth\/configure-company-details/);
    await page.getByTestId('email-not-verified').waitFor();
    await snapshot(page, 'signup-ux-not-verified');

    const outbox = await page.context().newPage();
    await outbox.goto(`${product.url}/dev/outbox`);
    const link = await outbox
      .getByTestId('outbox-item')
      .filter({ hasText: email })
      .first()
      .getByTestId('outbox-link')
      .first()
      .getAttribute('href');
    assert.ok(link?.includes(CALLS.identity.verifyEmail.path), `verification link: ${link}`);
    await outbox.goto(link!);
    await outbox.getByText('Your e-mail address has been verified.').waitFor();
    await outbox.close();

    await page.getByTestId('email-not-verified-sign-in').click();
    // the provider may still hold the sign-in session; if not, its page asks for the password
    await page.waitForURL(/configure-company-details|\/oidc\//);
    if (page.url().includes('/oidc/')) {
      await page.locator('#email').fill(email);
      await page.locator('#password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await page.getByTestId('company-details-form').waitFor();
  });

  step("the contact number '0412 345 678' is accepted; the PIN screen is prefilled with it", async () => {
    await fillCompanyDetails(page);
    await page.getByTestId('company-contact-number').fill('0412 345 678');
    await page.getByTestId('company-submit').click();
    await page.waitForURL(/\/auth\/features/);
    await page.getByTestId('feature-ICR').check();
    await page.getByTestId('features-submit').click();
    await page.waitForURL(/\/auth\/configure-security-service/);
    assert.equal(await page.getByTestId('phone-number').inputValue(), '412345678');
    assert.equal(await page.getByTestId('phone-dial-code').inputValue(), '+61 Australia');
    await snapshot(page, 'signup-ux-pin-prefilled');
  });

  step("the PIN screen takes '0412 345 678' as typed and texts +61412345678", async () => {
    await page.getByTestId('phone-number').fill('0412 345 678');
    await page.getByTestId('phone-send').click();
    await page.getByTestId('pin-code').waitFor();
    const sms = await latestOutbox(product.url, '+61412345678', 'sms');
    await page.getByTestId('pin-code').fill(/\b(\d{6})\b/.exec(sms.body)![1]!);
    await page.getByTestId('pin-verify').click();
    await page.waitForURL(/\/admin\/manage-client$/);
    await page.getByTestId('page-manage-client').waitFor();
    // one normal form stored, whatever was typed
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const detail = okResult(await call(product.url, CALLS.admin.getAdminUserDetail, { token }));
    assert.equal(detail.coContactNumber, '412345678');
  });

  step('the welcome notification no longer asks to choose features or verify the phone', async () => {
    const modal = page.getByTestId('new-login-modal');
    if (await modal.isVisible().catch(() => false)) await page.keyboard.press('Escape');
    await page.getByTestId('layout-loader').waitFor({ state: 'hidden', timeout: 15_000 });
    await page.getByTestId('notification-bell').click();
    const welcome = page.getByTestId('notification-item').filter({ hasText: 'Welcome to Paperbridge' });
    await welcome.waitFor();
    const text = (await welcome.textContent()) ?? '';
    assert.ok(!text.includes('Choose your features'), text);
    assert.ok(!text.includes('verify your phone'), text);
    assert.match(text, /Your account is set up: your features are chosen and your phone is verified\./);
    await snapshot(page, 'signup-ux-welcome-notification');
  });
});
