import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startProduct, type Product } from '../support/start-product.ts';
import { launchBrowser, snapshot } from '../support/browser.ts';
import { expect } from '../support/expect.ts';
import { continueToSecurityPin, latestOutbox, signUp } from '../support/onboarding-steps.ts';
import { failFastSteps } from '../support/mapping-session.ts';
import { coolblue, createCoolblueMappingByApi } from '../support/coolblue-mapping.ts';
import { uploadDocumentByApi } from '../support/upload-by-api.ts';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { linkToCall } from '../support/link-to-call.ts';

const EMAIL = 'first@harbour.example';
const PASSWORD = 'Harbour#2026';
const INVALID_CODE = 'Invalid code. Please check and re-enter again.';

/**
 * Issue 14 point 12, clicked through: a new company signs in at the built-in provider, gets a wrong PIN
 * then the right one (the warning does not follow it onto the dashboard), and the dashboard says what to
 * do next until the company has a document. The console never shows React Router's HydrateFallback warning.
 */
describe('first steps on a new company dashboard', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  let token = '';
  const consoleLines: string[] = [];
  const step = failFastSteps('first-steps', () => page);

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  step('signs up, verifies the e-mail, saves company details and features, and reaches the security PIN', async () => {
    await signUp(page, product.url, EMAIL, PASSWORD);
    await page.getByTestId('email-not-verified').waitFor();
    const mail = await latestOutbox(product.url, EMAIL, 'email');
    await page.goto(linkToCall(mail.body, CALLS.identity.verifyEmail)!);
    await continueToSecurityPin(page, EMAIL, PASSWORD);
  });

  step('a wrong PIN warns; with the right one Manage Clients opens (no client yet) without that warning', async () => {
    await page.getByTestId('phone-number').fill('412345678');
    await page.getByTestId('phone-send').click();
    await page.getByTestId('pin-code').waitFor();
    const sms = await latestOutbox(product.url, '+61412345678', 'sms');
    const pin = /\b(\d{6})\b/.exec(sms.body)![1]!;
    await page.getByTestId('pin-code').fill(pin === '000000' ? '111111' : '000000');
    await page.getByTestId('pin-verify').click();
    const warning = page.locator('.mantine-Notification-root').filter({ hasText: INVALID_CODE });
    await warning.first().waitFor();
    await page.getByTestId('pin-code').fill(pin);
    await page.getByTestId('pin-verify').click();
    await page.waitForURL(/\/admin\/manage-client$/);
    await page.getByTestId('page-manage-client').waitFor();
    // the warning lives 10 s (spec 000 §9); it was shown well within that, so only clearing it removes it now.
    // Cleared, it still fades out for Mantine's exit transition (250 ms), hence a short wait rather than a count.
    await page.getByText('OTP verified successfully').first().waitFor();
    await expect(
      async () => (await warning.count()) === 0,
      'the wrong-PIN warning followed the user onto the next screen',
      1_500,
    );
    token = (await page.evaluate(() => localStorage.getItem('token')))!;
  });

  step('the dashboard lists the three first steps with links, the first one next', async () => {
    const modal = page.getByTestId('new-login-modal');
    if (await modal.isVisible().catch(() => false)) await page.keyboard.press('Escape');
    await page.getByTestId('layout-loader').waitFor({ state: 'hidden' });
    await page.getByTestId('nav-dashboard').click();
    await page.getByTestId('page-dashboard').waitFor();
    const steps = page.getByTestId('first-steps');
    await steps.waitFor();
    await snapshot(page, 'first-steps-new-company');
    for (const [key, label, href] of [
      ['hasClient', 'Add a client', '/admin/manage-client'],
      ['hasMapping', 'Create a mapping', '/admin/create-mapping'],
      ['hasDocument', 'Upload a document', '/admin/manual-upload'],
    ] as const) {
      const item = page.getByTestId(`first-step-${key}`);
      assert.equal(await item.getAttribute('data-done'), 'false');
      assert.equal(await item.getByRole('link', { name: label }).getAttribute('href'), href);
    }
    await page.getByTestId('layout-loader').waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Add a client' }).click();
    await page.waitForURL(/\/admin\/manage-client$/);
  });

  step('a client, then a mapping tick their steps; the first document ends the list', async () => {
    const created = await call(product.url, CALLS.mapping.createUser, {
      token,
      body: { companyname: 'Coolblue', contectname: 'Bea', email: 'bea@coolblue.example' },
    });
    assert.equal(created.code, 200, created.message);
    await page.goto(`${product.url}/admin/dashboard`);
    await expect(
      async () => (await page.getByTestId('first-step-hasClient').getAttribute('data-done')) === 'true',
      'client step ticked',
      15_000,
    );
    assert.equal(await page.getByTestId('first-step-hasMapping').getAttribute('data-done'), 'false');

    const configId = await createCoolblueMappingByApi(product.url, token, {
      configName: 'INV.first1',
      clientEmail: 'bea@coolblue.example',
      clientExists: true,
    });
    await page.goto(`${product.url}/admin/dashboard`);
    await expect(
      async () => (await page.getByTestId('first-step-hasMapping').getAttribute('data-done')) === 'true',
      'mapping step ticked',
      15_000,
    );
    await snapshot(page, 'first-steps-two-done');

    await uploadDocumentByApi(product.url, token, configId, coolblue(2));
    await page.goto(`${product.url}/admin/dashboard`);
    await page.getByTestId('dashboard-tab-ICR').waitFor();
    await page.getByTestId('layout-loader').waitFor({ state: 'hidden' });
    assert.equal(await page.getByTestId('first-steps').count(), 0, 'the first steps are gone once a document exists');
  });

  step(
    "opening a lazy route first (a new tab's deep link) logs no 'No HydrateFallback element provided' warning",
    async () => {
      for (const route of ['/admin/manage-client', '/admin/manage-mapping', '/admin/file-logs']) {
        await page.goto(`${product.url}${route}`);
        await page.getByTestId('layout-loader').waitFor({ state: 'hidden' });
      }
      const hydrate = consoleLines.filter((l) => /HydrateFallback/.test(l));
      assert.deepEqual(hydrate, [], hydrate.join('\n'));
    },
  );
});
