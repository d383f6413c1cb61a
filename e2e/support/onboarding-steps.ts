import type { Page } from 'playwright-core';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';
import { expect } from './expect.ts';

/** Reads the newest outbox entry for an address from the development outbox API. */
export async function latestOutbox(baseUrl: string, to: string, channel: 'email' | 'sms', timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const hit = okResult(await call(baseUrl, CALLS.dev.listOutbox, { query: { to } })).find(
      (m) => m.channel === channel,
    );
    if (hit) return hit;
    if (Date.now() > until) throw new Error(`no ${channel} to ${to} in the outbox after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Sign-up at the built-in provider, from the landing page. */
export async function signUp(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(baseUrl);
  await page.getByTestId('landing-create-account').click();
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('#confirmPassword').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Company details as a new Australian company would fill them in. */
export async function fillCompanyDetails(page: Page) {
  await page.getByTestId('company-type-company').check();
  await page.getByTestId('company-name').fill('Harbour Freight Pty Ltd');
  await page.getByTestId('company-contact-name').fill('Jane Citizen');
  await page.getByTestId('company-contact-number').fill('412345678');
  await page.getByTestId('company-address1').fill('1 George Street');
  await page.getByTestId('company-state').click();
  await page.getByRole('option', { name: /Queensland/ }).click();
  await page.getByTestId('company-suburb').fill('Brisbane');
  await page
    .getByRole('option', { name: /Brisbane/ })
    .first()
    .click();
  const postcode = page.getByTestId('company-postcode');
  if (!(await postcode.inputValue())) await postcode.fill('4000');
  await expect(async () => (await page.getByTestId('company-postcode').inputValue()).length > 0, 'post code filled');
}

/**
 * From the verified e-mail's 'Continue to Paperbridge' link to the security PIN step: signs in again
 * when the provider asks, saves the company details and the ICR feature.
 */
export async function continueToSecurityPin(page: Page, email: string, password: string) {
  await page.getByRole('link', { name: 'Continue to Paperbridge' }).click();
  await page.getByTestId('landing-sign-in').click();
  // the provider may still hold the sign-in session; if not, the login page asks again
  await page.waitForURL(/configure-company-details|\/oidc\//);
  if (page.url().includes('/oidc/')) {
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.getByTestId('company-details-form').waitFor();
  await fillCompanyDetails(page);
  await page.getByTestId('company-submit').click();
  await page.waitForURL(/\/auth\/features/);
  await page.getByTestId('feature-ICR').check();
  await page.getByTestId('features-submit').click();
  await page.waitForURL(/\/auth\/configure-security-service/);
}
