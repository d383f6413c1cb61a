import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { launchBrowser } from '../support/browser.ts';
import {
  failFastSteps,
  openAdmin,
  signedInPage,
  startProductWithCompany,
  waitForToast,
} from '../support/mapping-session.ts';
import { CALLS, type CompanyDetailsInput } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';

const PROFILE: CompanyDetailsInput = {
  coIsCompany: true,
  coCompanyName: 'Harbour Notices Pty Ltd',
  coContactName: 'Nora Notice',
  coContactNumber: '412345678',
  coAddress1: '2 Ann Street',
  coAddress2: '',
  coSuburb: 'Fortitude Valley',
  coState: 'QLD',
  coCountry: 'AU',
  coPostCode: '4006',
  coAbn: '',
  gAddress: '',
  accessModuls: ['ICR', 'DA'],
};

/** Issue 10 point 5: the profile's Notifications card keeps the user's choice to get the bell's notifications by e-mail. */
describe('Profile: notification e-mails', () => {
  let product: Product;
  let token = '';
  let browser: Browser;
  let page: Page;
  const step = failFastSteps('profile-notifications', () => page);

  before(async () => {
    ({ product, token } = await startProductWithCompany({ email: 'nora@harbour.example', company: 'Harbour Notices' }));
    // the operator CLI's company has no contact details yet; the profile saves them with every card
    const saved = await call(product.url, CALLS.admin.updateAdminUserDetail, { token, body: PROFILE });
    assert.equal(saved.code, 200, saved.message);
    browser = await launchBrowser();
    page = await signedInPage(browser, product.url, token);
    page.setDefaultTimeout(15_000);
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  step('the Notifications card shows e-mails off and Save disabled until something changes', async () => {
    await openAdmin(page, product.url, '/admin/user-profile', 'page-user-profile');
    const card = page.getByTestId('profile-notifications-card');
    await card.getByText('E-mail me my notifications').waitFor();
    assert.equal(await page.getByTestId('profile-notify-email').isChecked(), false);
    assert.equal(await page.getByTestId('profile-notifications-save').isDisabled(), true);
  });

  step(
    "ticking it and saving says 'Your profile has been successfully updated.' and the choice is kept after a reload",
    async () => {
      await page.getByTestId('profile-notify-email').check();
      await page.getByTestId('profile-notifications-save').click();
      await waitForToast(page, 'Your profile has been successfully updated.');
      const detail = okResult(await call(product.url, CALLS.admin.getAdminUserDetail, { token }));
      assert.equal(detail.notifyByEmail, true);
      assert.equal(detail.coContactName, 'Nora Notice', 'the company details are unchanged');
      await page.reload();
      await page.getByTestId('page-user-profile').waitFor();
      await page.getByTestId('layout-loader').waitFor({ state: 'hidden' });
      await page.waitForFunction(
        () =>
          (document.querySelector('[data-testid="profile-notify-email"]') as HTMLInputElement | null)?.checked === true,
      );
    },
  );

  step('unticking it turns the e-mails off again', async () => {
    await page.getByTestId('profile-notify-email').uncheck();
    await page.getByTestId('profile-notifications-save').click();
    await waitForToast(page, 'Your profile has been successfully updated.');
    const detail = okResult(await call(product.url, CALLS.admin.getAdminUserDetail, { token }));
    assert.equal(detail.notifyByEmail, false);
  });
});
