import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { startProduct, type Product } from '../support/start-product.ts';
import { launchBrowser, snapshot } from '../support/browser.ts';
import { signUp } from '../support/onboarding-steps.ts';

const PASSWORD = 'Anywhere#2026';

/** Issue 30 point 6: without PUBLIC_URL, signing in works at whatever address the browser opened. */
describe('sign-in at 127.0.0.1 and at localhost when PUBLIC_URL is not set', () => {
  let product: Product;
  let browser: Browser;
  const email = `anywhere.${Date.now()}@harbour.example`;

  before(async () => {
    product = await startProduct({ PUBLIC_URL: '' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('creating an account at http://127.0.0.1 signs in and comes back to 127.0.0.1', async () => {
    assert.match(product.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await (await browser.newContext()).newPage();
    await signUp(page, product.url, email, PASSWORD);
    await page.waitForURL(`${product.url}/auth/configure-company-details`, { timeout: 20_000 });
    await page.getByTestId('email-not-verified').waitFor();
    assert.match(product.logs(), /PUBLIC_URL is not set: signing in works at the address the browser uses/);
    await page.context().close();
  });

  it('the same account signs in at http://localhost too', async () => {
    const localhost = product.url.replace('127.0.0.1', 'localhost');
    const page = await (await browser.newContext()).newPage();
    await page.goto(localhost);
    await page.getByTestId('landing-sign-in').click();
    await page.waitForURL(/\/oidc\//);
    assert.ok(page.url().startsWith(`${localhost}/oidc/`), `the provider is at the page's own address: ${page.url()}`);
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${localhost}/auth/configure-company-details`, { timeout: 20_000 });
    await page.context().close();
  });
});

describe('with PUBLIC_URL set, a browser at another address is told which one to use', () => {
  let product: Product;
  let browser: Browser;
  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('the landing page at localhost names the PUBLIC_URL, and Sign in says so instead of "Failed to fetch"', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(product.url.replace('127.0.0.1', 'localhost'));
    const notice = page.getByTestId('landing-wrong-address');
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? '', new RegExp(`Paperbridge signs in at ${product.url} only`));
    assert.equal(await page.getByTestId('landing-right-address').getAttribute('href'), product.url);
    await page.getByTestId('landing-sign-in').click();
    await page.getByText(`Paperbridge signs in at ${product.url} only. Open it there to sign in.`).last().waitFor();
    await snapshot(page, 'sign-in-wrong-address');
    await page.context().close();
  });
});
