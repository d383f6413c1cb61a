import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { CALLS, MODULE_LABELS, MSG } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';
import { startProduct, type Product } from '../support/start-product.ts';
import { launchBrowser, snapshot } from '../support/browser.ts';
import { expect } from '../support/expect.ts';
import { fillCompanyDetails, latestOutbox, signUp } from '../support/onboarding-steps.ts';
import { failFastSteps, openAdmin, shotFromTop, waitForToast } from '../support/mapping-session.ts';

const PASSWORD = 'Harbour#2026';
const ADDRESS = ['company-address1', 'company-address2', 'company-suburb', 'company-postcode'] as const;

/**
 * Issue 26, the audit's untested spec 002 points (§2 Profile, §4 Resend activation e-mail), clicked through in
 * Chromium by one new user: resending the activation e-mail logs the user out each time, three times; the fourth
 * try is refused by the server and the screen says to try later; the profile's button reads Submit while the
 * company is not registered and Update once it is; changing the country clears the address; ICR and DA are
 * checked and disabled, Insight Generation toggles and is kept.
 */
describe('spec audit: resend activation e-mail and the profile (spec 002)', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  const email = `rosa.${Date.now()}@harbour.example`;
  const step = failFastSteps('spec-audit-profile', () => page);

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
    page.setDefaultTimeout(20_000);
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  const emailsSent = async () =>
    okResult(await call(product.url, CALLS.dev.listOutbox, { query: { to: email } })).filter(
      (m) => m.channel === 'email',
    ).length;
  const token = async () => (await page.evaluate(() => localStorage.getItem('token')))!;
  const detail = async () =>
    okResult(await call(product.url, CALLS.admin.getAdminUserDetail, { token: await token() }));
  const loggedOut = async () => {
    await page.waitForURL(`${product.url}/`);
    await page.getByTestId('landing-sign-in').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null, 'the session is gone');
  };
  /** From the landing page through the provider's sign-in page back to the app. */
  const signInAgain = async () => {
    await page.getByTestId('landing-sign-in').click();
    await page.waitForURL(/configure-company-details|\/oidc\//);
    if (page.url().includes('/oidc/')) {
      await page.locator('#email').fill(email);
      await page.locator('#password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await page.waitForURL(/\/auth\/configure-company-details/);
  };

  step('sign-up: the company form waits for the e-mail address to be verified', async () => {
    await signUp(page, product.url, email, PASSWORD);
    await page.waitForURL(/\/auth\/configure-company-details/);
    await page.getByTestId('email-not-verified').waitFor();
    assert.equal(await page.getByTestId('company-details-form').count(), 0);
    assert.equal(await emailsSent(), 1, 'the sign-up link');
  });

  step('resend activation e-mail: three tries, each sends a new link and logs the user out', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const resend = page.getByTestId('resend-activation');
      assert.equal(await resend.textContent(), 'Resend the activation e-mail');
      await resend.click();
      await waitForToast(page, MSG.activationSent);
      await loggedOut();
      await expect(async () => (await emailsSent()) === 1 + attempt, `activation e-mail ${attempt} sent`);
      await signInAgain();
      await page.getByTestId('email-not-verified').waitFor();
    }
    await snapshot(page, 'spec-audit-resend-before-fourth');
  });

  step("the fourth try: the server refuses; the screen says 'Please try after some time!' and logs out", async () => {
    const refused = page.waitForResponse((r) => r.url().includes(CALLS.identity.sendVerificationEmail.path));
    await page.getByTestId('resend-activation').click();
    assert.equal((await refused).status(), 429);
    await waitForToast(page, MSG.resendLater);
    assert.equal(
      await page.locator('.mantine-Notification-description').filter({ hasText: MSG.resendTryAgain }).count(),
      0,
      "not 'Please try again!': the limit is reached, another try cannot succeed",
    );
    await snapshot(page, 'spec-audit-resend-fourth');
    await loggedOut();
    assert.equal(await emailsSent(), 4, 'no fifth e-mail');
  });

  step('profile before registration: the button reads Submit; submitting registers and it reads Update', async () => {
    // the newest link verifies the address
    const { body } = await latestOutbox(product.url, email, 'email');
    const link = body.split(/\s+/).find((w) => w.includes(CALLS.identity.verifyEmail.path));
    assert.ok(link, body);
    await page.goto(link);
    await page.getByText('Your e-mail address has been verified.').waitFor();
    await page.goto(product.url);
    await signInAgain();
    await page.getByTestId('company-details-form').waitFor();
    // the only way to the profile before registering: the PIN screen opened by its address, then the profile
    await page.goto(`${product.url}/auth/configure-security-service`);
    await page.getByTestId('phone-number').fill('412 345 679');
    await page.getByTestId('phone-send').click();
    await page.getByTestId('pin-code').waitFor();
    const sms = await latestOutbox(product.url, '+61412345679', 'sms');
    await page.getByTestId('pin-code').fill(/\b(\d{6})\b/.exec(sms.body)![1]!);
    await page.getByTestId('pin-verify').click();
    await waitForToast(page, MSG.otpVerified);
    await expect(async () => !page.url().includes('configure-security-service'), 'past the PIN screen');
    assert.equal((await detail()).isNew, true, 'the company is not registered');

    await openAdmin(page, product.url, '/admin/user-profile', 'page-user-profile');
    const card = page.getByTestId('profile-company-card');
    const submit = card.getByTestId('company-submit');
    await expect(async () => (await submit.textContent()) === 'Submit', 'Submit on a new record');
    await shotFromTop(page, 'spec-audit-profile-submit');
    await fillCompanyDetails(page);
    await submit.click();
    await waitForToast(page, MSG.profileUpdated);
    await expect(async () => (await submit.textContent()) === 'Update', 'Update once the record exists');
    const saved = await detail();
    assert.equal(saved.isNew, false);
    assert.equal(saved.coCompanyName, 'Harbour Freight Pty Ltd');
    await page.reload();
    await page.getByTestId('page-user-profile').waitFor();
    await expect(async () => (await submit.textContent()) === 'Update', 'Update after a reload');
  });

  step('changing the country clears the address fields, and only them', async () => {
    const card = page.getByTestId('profile-company-card');
    const value = (id: string) => card.getByTestId(id).inputValue();
    await expect(async () => (await value('company-address1')) === '1 George Street', 'the saved address');
    await card.getByTestId('company-address2').fill('Level 3');
    assert.equal(await value('company-suburb'), 'Brisbane');
    assert.equal(await value('company-postcode'), '4000');
    assert.equal(await value('company-state'), 'Queensland');
    await card.getByTestId('company-country').click();
    await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
    assert.equal(await value('company-country'), 'United Kingdom');
    for (const id of ADDRESS) assert.equal(await value(id), '', `${id} cleared`);
    assert.equal(await value('company-state'), '', 'state cleared');
    assert.equal(await value('company-gaddress'), '', 'address search cleared');
    // the rest of the form stays
    assert.equal(await value('company-name'), 'Harbour Freight Pty Ltd');
    assert.equal(await value('company-contact-name'), 'Jane Citizen');
    await shotFromTop(page, 'spec-audit-profile-country');
    // back to Australia: the address is not restored (cleared, not hidden)
    await card.getByTestId('company-country').click();
    await page.getByRole('option', { name: 'Australia', exact: true }).click();
    for (const id of ADDRESS) assert.equal(await value(id), '', `${id} still empty`);
    // nothing was saved
    assert.equal((await detail()).coAddress1, '1 George Street');
  });

  step('features: ICR and DA checked and disabled; Insight Generation toggles and is kept', async () => {
    await page.reload();
    await page.getByTestId('page-user-profile').waitFor();
    const card = page.getByTestId('profile-features-card');
    for (const m of ['ICR', 'DA'] as const) {
      const box = card.getByTestId(`profile-feature-${m}`);
      assert.equal(await box.isChecked(), true, `${m} checked`);
      assert.equal(await box.isDisabled(), true, `${m} disabled`);
      assert.equal(await card.getByLabel(MODULE_LABELS[m]).count(), 1, `${m} labelled ${MODULE_LABELS[m]}`);
    }
    const ig = card.getByLabel(MODULE_LABELS.IG);
    assert.equal(await ig.isDisabled(), false);
    const initially = await ig.isChecked();
    assert.equal(initially, (await detail()).accessModuls.includes('IG'));
    for (const want of [!initially, initially]) {
      if (want) await ig.check();
      else await ig.uncheck();
      await card.getByTestId('profile-features-save').click();
      await waitForToast(page, MSG.profileUpdated);
      await page.reload();
      await page.getByTestId('page-user-profile').waitFor();
      await expect(async () => (await ig.isChecked()) === want, `Insight Generation ${want ? 'on' : 'off'} kept`);
      assert.deepEqual(
        (await detail()).accessModuls.toSorted(),
        (want ? ['DA', 'ICR', 'IG'] : ['DA', 'ICR']).toSorted(),
      );
      assert.equal(await card.getByTestId('profile-feature-ICR').isChecked(), true);
      assert.equal(await card.getByTestId('profile-feature-DA').isChecked(), true);
      if (want) await shotFromTop(page, 'spec-audit-profile-ig-on');
    }
  });
});
