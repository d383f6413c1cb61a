import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin } from '../support/mapping-session.ts';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';

const AI_SITE_URL = 'http://127.0.0.1:9/ai-site';
/** Deep link targets of spec 000 §2 (`?page=X&token=T` → /admin/X), and payment-and-billing → the billing URL. */
const DEEP_LINK_PAGES = [
  'user-profile',
  'dashboard',
  'manage-mapping',
  'manage-integrations',
  'manage-client',
  'manual-upload',
  'file-logs',
  'Manage-integration-partner',
  'file-editor',
];

/** The page a route renders carries data-testid="page-<last path segment>"; the catch-all would show the dashboard instead. */
async function landsOn(page: Page, path: string) {
  const testId = `page-${path.split('/').pop()!.toLowerCase()}`;
  await page.getByTestId(testId).waitFor({ timeout: 15_000 });
  assert.equal(new URL(page.url()).pathname, path, `${path}: ended at ${page.url()}`);
}

describe('no link of the product leads to a missing page or silently to the dashboard', () => {
  const session = browserSession();
  let product: Product;
  let token = '';
  let page: Page;

  before(async () => {
    ({ product, token } = await session.start({
      email: 'links@harbour.example',
      company: 'Harbour Links',
      env: { AI_SITE_URL },
    }));
    page = await session.signIn();
  });
  after(async () => session.close());
  const step = failFastSteps('navigation', () => page);

  step('every sidebar entry opens its own page (the external ones point at the AI site with the token)', async () => {
    await openAdmin(page, product.url, '/admin/dashboard', 'page-dashboard');
    const ids = await page
      .getByTestId('sidebar')
      .locator('[data-testid^="nav-"]:not([data-testid^="nav-group-"])')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
    // all three modules (the CLI's company): every group of spec 002 §2 is there
    assert.deepEqual(ids.sort(), [
      'nav-billing',
      'nav-dashboard',
      'nav-file-logs',
      'nav-legal',
      'nav-manage-client',
      'nav-manage-integrations',
      'nav-manage-mapping',
      'nav-manual-upload',
      'nav-medicine',
    ]);
    for (const id of ids) {
      const entry = page.getByTestId('sidebar').getByTestId(id);
      const target = await entry.getAttribute('target');
      if (target === '_blank') {
        const href = new URL((await entry.getAttribute('href'))!);
        assert.equal(`${href.origin}${href.pathname}`, AI_SITE_URL, id);
        assert.equal(href.searchParams.get('token'), token, id);
        assert.equal(href.searchParams.get('page'), id === 'nav-legal' ? 'legal' : 'medicine');
        continue;
      }
      const href = await entry.getAttribute('href');
      await entry.click();
      await landsOn(page, href ?? '/admin/billing');
      // back to a neutral page so the next click is a real navigation
      if (id !== 'nav-dashboard') await openAdmin(page, product.url, '/admin/dashboard', 'page-dashboard');
    }
  });

  step(
    'every deep link target opens its page, payment-and-billing the billing page; only an unknown value falls back to the dashboard',
    async () => {
      for (const target of DEEP_LINK_PAGES) {
        await page.goto(`${product.url}/?page=${encodeURIComponent(target)}&token=${token}`);
        await landsOn(page, `/admin/${target}`);
      }
      await page.goto(`${product.url}/?page=payment-and-billing&token=${token}`);
      await landsOn(page, '/admin/billing');
      await page.goto(`${product.url}/?page=no-such-page&token=${token}`);
      await landsOn(page, '/admin/dashboard');
    },
  );

  step('the addresses the server hands out (Billing, GetPaymentLink) are pages of the product', async () => {
    await page.goto(okResult(await call(product.url, CALLS.admin.billing, { token })));
    await landsOn(page, '/admin/billing');
    await page.goto(okResult(await call(product.url, CALLS.admin.getPaymentLink, { token })));
    await page.getByTestId('page-test-checkout').waitFor();
    assert.match(new URL(page.url()).pathname, /^\/manage\/test-checkout\/emb_cs_/);
  });

  step("the new-login modal's balance link and the payment pages' redirects reach real pages", async () => {
    await page.evaluate(() => sessionStorage.setItem('pb.newLogin', 'true'));
    await openAdmin(page, product.url, '/admin/dashboard', 'page-dashboard');
    await page.getByTestId('new-login-check-balance').click();
    await landsOn(page, '/admin/billing');
    // 'Hang Tight' goes to the billing page after 4 s without sms=true, to the payment link with it
    await page.goto(`${product.url}/manage/payment-redirect`);
    await page.getByText('Hang Tight').waitFor();
    await landsOn(page, '/admin/billing');
    await page.goto(`${product.url}/manage/payment-redirect?sms=true`);
    await page.getByTestId('page-test-checkout').waitFor({ timeout: 15_000 });
    await page.goto(`${product.url}/success/prepayment-alert`);
    await page.getByTestId('page-test-checkout').waitFor({ timeout: 15_000 });
  });
});
