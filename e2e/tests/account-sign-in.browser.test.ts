import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { startProduct, type Product } from '../support/start-product.ts';
import { launchBrowser, snapshot } from '../support/browser.ts';
import { expect } from '../support/expect.ts';
import { failFastSteps, openAdmin, waitForToast } from '../support/mapping-session.ts';
import { CALLS, type CompanyDetailsInput } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';

const EMAIL = 'pat@harbour.example';
const FIRST = 'Harbour#2026';
const SECOND = 'Second#2027';
const THIRD = 'Third#2028';
const IDLE = 'You were signed out after 10 minutes without activity.';
const PASSWORD_CHANGED = 'Your password was changed: sign in with the new one.';
const OTHER_TAB = 'You were signed out because you logged out in another tab.';

/**
 * Issue 14 points 7-9, clicked through in Chromium at 1440×900: why a browser was signed out (idle, another
 * tab, a password change) on the landing and the provider's sign-in page; change password asking for the
 * current one; forgot password with the e-mailed link; the provider's pages in the app's look.
 */
describe('account and sign-in', () => {
  let product: Product;
  let browser: Browser;
  let page: Page;
  const tokens: string[] = [];
  const step = failFastSteps('account-sign-in', () => page);

  before(async () => {
    product = await startProduct(
      {},
      {
        prepare: (cli) => {
          cli('user', 'create', '--email', EMAIL, '--password', FIRST, '--company', 'Harbour Account');
          for (let i = 0; i < 4; i++) tokens.push(cli('token', '--email', EMAIL));
        },
      },
    );
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  async function signedInContext(token: string) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const p = await context.newPage();
    p.setDefaultTimeout(20_000);
    await p.goto(`${product.url}/`);
    await p.evaluate((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('loggedIn', 'true');
    }, token);
    return { context, page: p };
  }

  /** From the landing page's reason to the provider's sign-in page, which says the same. */
  async function expectReasonOnLandingAndSignIn(p: Page, reason: string) {
    await p.waitForURL(`${product.url}/`);
    assert.equal(await p.getByTestId('signed-out-reason').textContent(), reason);
    await p.getByTestId('landing-sign-in').click();
    await p.waitForURL(/\/oidc\/interaction\//);
    assert.equal((await p.getByTestId('signed-out-reason').textContent())?.trim(), reason);
  }

  step('the sign-in page has the landing page look: font, indigo button, bordered card, brand', async () => {
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(product.url);
    await page.getByTestId('landing-sign-in').waitFor();
    const landing = await page.evaluate(() => ({
      font: getComputedStyle(document.body).fontFamily,
      button: getComputedStyle(document.querySelector('[data-testid=landing-sign-in]')!).backgroundColor,
    }));
    await page.getByTestId('landing-sign-in').click();
    await page.waitForURL(/\/oidc\/interaction\//);
    const signIn = await page.evaluate(() => {
      const card = getComputedStyle(document.querySelector('main.card')!);
      return {
        font: getComputedStyle(document.body).fontFamily,
        button: getComputedStyle(document.querySelector('button[type=submit]')!).backgroundColor,
        border: card.borderTopWidth,
        radius: card.borderTopLeftRadius,
        brand: document.querySelector('.brand-name')?.textContent,
      };
    });
    assert.equal(signIn.font, landing.font);
    assert.equal(signIn.button, landing.button);
    assert.equal(signIn.button, 'rgb(76, 110, 245)', 'Mantine indigo 6');
    assert.deepEqual([signIn.border, signIn.radius, signIn.brand], ['1px', '8px', 'Paperbridge']);
    await snapshot(page, 'account-sign-in-page');
    await page.context().close();
  });

  step('after an idle logout the landing and the sign-in page say why', async () => {
    const { page: p } = await signedInContext(tokens[0]!);
    page = p;
    await openAdmin(page, product.url, '/admin/dashboard', 'page-dashboard');
    // back after longer than the inactivity limit: the stale activity stamp ends the session on load
    await page.evaluate(() => localStorage.setItem('timerToCheck', String(Date.now() - 30 * 60_000)));
    await page.goto(`${product.url}/admin/dashboard`);
    await expectReasonOnLandingAndSignIn(page, IDLE);
    await snapshot(page, 'account-idle-reason');
    await page.context().close();
  });

  step('a logout in one tab: the other tab says so, the tab that logged out says nothing', async () => {
    const { context, page: first } = await signedInContext(tokens[1]!);
    page = first;
    const second = await context.newPage();
    await openAdmin(first, product.url, '/admin/dashboard', 'page-dashboard');
    await openAdmin(second, product.url, '/admin/user-profile', 'page-user-profile');
    await first.getByTestId('user-menu').click();
    await first.getByTestId('menu-logout').click();
    await expectReasonOnLandingAndSignIn(second, OTHER_TAB);
    await first.waitForURL(`${product.url}/`);
    await first.getByTestId('landing-sign-in').waitFor();
    assert.equal(await first.getByTestId('signed-out-reason').count(), 0);
    await context.close();
  });

  step('lengths: a 5,000-character company name answers its maximum; long names are cut with a tooltip', async () => {
    const { page: p } = await signedInContext(tokens[3]!);
    page = p;
    const longName = `Harbour Logistics and Freight Forwarding Services of Greater Brisbane ${'x'.repeat(30)}`;
    assert.equal(longName.length, 100);
    // a complete profile with the longest contact name allowed
    const profile: CompanyDetailsInput = {
      coIsCompany: true,
      coCompanyName: 'Harbour Account',
      coContactName: longName,
      coContactNumber: '412345678',
      coAddress1: '1 George Street',
      coSuburb: 'Brisbane City',
      coState: 'QLD',
      coCountry: 'AU',
      coPostCode: '4000',
      accessModuls: ['ICR', 'DA'],
    };
    const saved = await call(product.url, CALLS.admin.updateAdminUserDetail, { token: tokens[3]!, body: profile });
    assert.equal(saved.code, 200, saved.message);
    const client = await call(product.url, CALLS.mapping.createUser, {
      token: tokens[3]!,
      body: { companyname: longName, contectname: 'Bea', email: 'bea@long.example' },
    });
    assert.equal(client.code, 200, client.message);

    await openAdmin(page, product.url, '/admin/user-profile', 'page-user-profile');
    const navbarName = page.getByTestId('navbar-user-name');
    assert.equal(await navbarName.textContent(), `${longName.slice(0, 24)}…`);
    assert.ok((await navbarName.boundingBox())!.width < 260, 'the navbar name stays short');
    await navbarName.hover();
    await page.getByRole('tooltip').filter({ hasText: longName }).waitFor();

    await page.getByTestId('company-name').fill('C'.repeat(5000));
    await page.getByTestId('company-submit').click();
    await page.getByTestId('profile-company-card').getByText('Company name must be at most 100 characters.').waitFor();
    assert.equal(await page.getByText('Company name is required.').count(), 0);
    await snapshot(page, 'account-lengths-profile');

    await openAdmin(page, product.url, '/admin/manage-client', 'page-manage-client');
    const cell = page.getByTestId('client-row-company').first();
    assert.equal(await cell.textContent(), `${longName.slice(0, 40)}…`);
    await cell.hover();
    await page.getByRole('tooltip').filter({ hasText: longName }).waitFor();
    await page.context().close();
  });

  step(
    "change password asks for the current one: a wrong one is refused on its field ('The current password is incorrect.')",
    async () => {
      const { page: p } = await signedInContext(tokens[2]!);
      page = p;
      await openAdmin(page, product.url, '/admin/user-profile', 'page-user-profile');
      const card = page.getByTestId('profile-password-card');
      await page.getByTestId('password-submit').click();
      await card.getByText('Current password is required').waitFor();
      await page.getByTestId('password-current').fill('Not-The-One#1');
      await page.getByTestId('password-new').fill(SECOND);
      await page.getByTestId('password-confirm').fill(SECOND);
      await page.getByTestId('password-submit').click();
      await page.getByTestId('password-confirm-ok').click();
      await card.getByText('The current password is incorrect.').waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('loggedIn')), 'true', 'still signed in');
    },
  );

  step('with the right current password: updated, signed out everywhere, and the sign-in page says why', async () => {
    await page.getByTestId('password-current').fill(FIRST);
    await page.getByTestId('password-submit').click();
    await page.getByTestId('password-confirm-ok').click();
    await waitForToast(page, 'Password has been successfully updated.');
    await expectReasonOnLandingAndSignIn(page, PASSWORD_CHANGED);
    await snapshot(page, 'account-password-changed-reason');
    await page.locator('#email').fill(EMAIL);
    await page.locator('#password').fill(FIRST);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid e-mail or password.').waitFor();
    await page.locator('#password').fill(SECOND);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/auth\/configure-security-service/);
    await page.context().close();
  });

  step('forgot password: the e-mailed link sets a new password once, then the new one signs in', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(product.url);
    await page.getByTestId('landing-sign-in').click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.locator('#email').fill(EMAIL);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for this e-mail address, we have sent it a link').waitFor();
    await snapshot(page, 'account-forgot-sent');

    let link = '';
    await expect(
      async () => {
        const outbox = okResult(await call(product.url, CALLS.dev.listOutbox, { query: { to: EMAIL } }));
        link =
          /(http\S+\/oidc\/reset-password\?token=\S+)/.exec(
            outbox.find((m) => m.subject === 'Reset your Paperbridge password')?.body ?? '',
          )?.[1] ?? '';
        return !!link;
      },
      'the reset e-mail in the outbox',
      20_000,
    );

    await page.goto(link);
    await page.locator('#password').fill('weak');
    await page.locator('#confirmPassword').fill('weak');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Must Contain 8 Characters').first().waitFor();
    await page.locator('#password').fill(THIRD);
    await page.locator('#confirmPassword').fill(THIRD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset and you have been signed out everywhere.').waitFor();
    await snapshot(page, 'account-reset-done');

    // one use: the same link now says it has expired or been used
    const again = await page.context().newPage();
    const res = await again.goto(link);
    assert.equal(res?.status(), 400);
    await again.getByText('This reset link has expired or has already been used.').waitFor();
    await again.close();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.locator('#email').fill(EMAIL);
    await page.locator('#password').fill(THIRD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/auth\/configure-security-service/);
    await context.close();
  });
});
