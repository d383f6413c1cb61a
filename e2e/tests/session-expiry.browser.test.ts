import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startProduct, type Product } from '../support/start-product.ts';
import { launchBrowser, snapshot } from '../support/browser.ts';
import { expect } from '../support/expect.ts';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';

/** Spec 000 §4 Session, with the timings shortened through the server's configuration. */
describe('session expiry in a real browser', () => {
  let product: Product;
  let browser: Browser;
  // one session per test: logging out (the expiry itself) revokes the session it ends
  const tokens: string[] = [];
  let otherToken = '';

  before(async () => {
    product = await startProduct(
      { IDLE_WARNING_MS: '3000', IDLE_COUNTDOWN_MS: '5000', INACTIVITY_LOGOUT_MS: '60000', ACTIVITY_STAMP_MS: '1000' },
      {
        prepare: (cli) => {
          cli(
            'user',
            'create',
            '--email',
            'idle@harbour.example',
            '--password',
            'Harbour#2026',
            '--company',
            'Harbour Idle',
          );
          for (let i = 0; i < 4; i++) tokens.push(cli('token', '--email', 'idle@harbour.example'));
          cli(
            'user',
            'create',
            '--email',
            'other@harbour.example',
            '--password',
            'Harbour#2026',
            '--company',
            'Harbour Other',
          );
          otherToken = cli('token', '--email', 'other@harbour.example');
        },
      },
    );
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  async function signedInPage(token = tokens.shift()!): Promise<Page> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${product.url}/`);
    await page.evaluate((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('loggedIn', 'true');
    }, token);
    return page;
  }

  it('a deep link with page and token goes to its /admin target; an unknown one to the dashboard', async () => {
    const token = tokens.shift()!;
    const page = await signedInPage(token);
    await page.goto(`${product.url}/?page=user-profile&token=${encodeURIComponent(token)}`);
    await page.waitForURL(/\/admin\/user-profile$/);
    await page.getByTestId('page-user-profile').waitFor();
    await page.goto(`${product.url}/?page=no-such-page&token=${encodeURIComponent(token)}`);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.context().close();
  });

  it("issue 24: a link carrying another account's token asks first, and the token leaves the address bar at once", async () => {
    const own = tokens[0]!;
    const page = await signedInPage(own);
    await page.goto(`${product.url}/?page=user-profile&token=${encodeURIComponent(otherToken)}`);
    const confirm = page.getByTestId('deep-link-confirm');
    await confirm.waitFor();
    assert.match(
      (await confirm.textContent()) ?? '',
      /This link would sign you in as other@harbour\.example \(Harbour Other\) instead/,
    );
    assert.doesNotMatch(page.url(), /token=/, `the address bar: ${page.url()}`);
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), own, 'nothing switched yet');
    await snapshot(page, 'deep-link-confirm');
    await page.getByTestId('deep-link-stay').click();
    await page.getByTestId('page-user-profile').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), own);
    await page.context().close();
  });

  it('issue 24: a one-time hand-over code opens the page as its account when the person agrees, and works once', async () => {
    const own = tokens[0]!;
    const { code } = okResult(await call(product.url, CALLS.identity.handoverCode, { token: otherToken }));
    const page = await signedInPage(own);
    await page.goto(`${product.url}/?page=user-profile&code=${encodeURIComponent(code)}`);
    await page.getByTestId('deep-link-switch').click();
    await page.getByTestId('page-user-profile').waitFor();
    const adopted = await page.evaluate(() => localStorage.getItem('token'));
    assert.ok(adopted && adopted !== own && adopted !== otherToken, 'a session of its own for the other account');
    const again = await call(product.url, CALLS.identity.openDeepLink, { body: { code } });
    assert.equal(again.status, 401, 'spent');
    await page.context().close();
  });

  it('after the idle time the warning counts down; Keep working closes it', async () => {
    const page = await signedInPage();
    await page.goto(`${product.url}/admin/dashboard`);
    const modal = page.getByTestId('session-expiry-modal');
    await modal.waitFor({ timeout: 15_000 });
    await page.getByText('Session will expire soon!').waitFor();
    await page.getByText('You will be automatically logged out for security reasons in:').waitFor();
    await page.getByText('Would you like to keep login?').waitFor();
    assert.match((await page.getByTestId('session-countdown').textContent()) ?? '', /^0:0[0-5]$/);
    await snapshot(page, 'session-expiry-modal');
    await page.getByTestId('session-keep-working').click();
    await modal.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => localStorage.getItem('loggedIn')), 'true');
    await page.context().close();
  });

  it("at zero it says 'Bye' and logs out", async () => {
    const page = await signedInPage();
    await page.goto(`${product.url}/admin/dashboard`);
    await page.getByTestId('session-expiry-modal').waitFor({ timeout: 15_000 });
    await expect(
      async () => (await page.getByTestId('session-countdown').textContent()) === 'Bye',
      "countdown shows 'Bye'",
      15_000,
    );
    await expect(
      async () => (await page.evaluate(() => localStorage.getItem('loggedIn'))) === null,
      'loggedIn cleared',
      15_000,
    );
    await page.context().close();
  });

  it('the activity stamp is written, and an old stamp on load logs out', async () => {
    const page = await signedInPage();
    await page.goto(`${product.url}/admin/dashboard`);
    await expect(
      async () => Number(await page.evaluate(() => localStorage.getItem('timerToCheck'))) > Date.now() - 5000,
      'fresh timerToCheck stamp',
    );
    await page.evaluate(() => localStorage.setItem('timerToCheck', String(Date.now() - 120_000)));
    await page.goto(`${product.url}/admin/dashboard`);
    await expect(
      async () => (await page.evaluate(() => localStorage.getItem('loggedIn'))) === null,
      'logged out on load',
      10_000,
    );
    await page.context().close();
  });
});
