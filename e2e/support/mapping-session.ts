import { it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { startProduct, type Product } from './start-product.ts';
import { snapshot } from './browser.ts';

/** A browser context signed in as the CLI-made user: localStorage `token` and `loggedIn`, as after the PIN. */
export async function signedInPage(browser: Browser, baseUrl: string, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.evaluate((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('loggedIn', 'true');
  }, token);
  return page;
}

/** Opens an /admin page and waits for the 2 s layout loader to go away. */
export async function openAdmin(page: Page, baseUrl: string, route: string, pageTestId: string) {
  await page.goto(`${baseUrl}${route}`);
  await page.getByTestId(pageTestId).waitFor();
  await page.getByTestId('layout-loader').waitFor({ state: 'hidden', timeout: 15_000 });
}

/** A toast (Mantine notification) with this exact text is showing. */
export async function waitForToast(page: Page, text: string, timeout = 15_000) {
  await page
    .locator('.mantine-Notification-description, .mantine-Notification-title')
    .filter({ hasText: text })
    .first()
    .waitFor({ timeout });
}

/**
 * The product with a signed-up company made by the operator CLI (PIN step satisfied) and, optionally,
 * one client created through the API: what every mapping and client browser test starts from.
 */
export async function startProductWithCompany(opts: {
  email: string;
  company: string;
  client?: { companyname: string; contectname: string; email: string };
  /** more configuration, e.g. SSRF_ALLOW_HOSTS for a test server on loopback */
  env?: Record<string, string>;
  /** the company's country (ISO code; the CLI's default AU otherwise): its locale's defaults */
  country?: string;
}): Promise<{ product: Product; token: string }> {
  let token = '';
  const product = await startProduct(opts.env ?? {}, {
    prepare: (cli) => {
      cli(
        'user',
        'create',
        '--email',
        opts.email,
        '--password',
        'Harbour#2026',
        '--company',
        opts.company,
        ...(opts.country ? ['--country', opts.country] : []),
      );
      token = cli('token', '--email', opts.email);
    },
  });
  if (opts.client) {
    const created = await call(product.url, CALLS.mapping.createUser, { token, body: opts.client });
    if (created.code !== 200) throw new Error(`creating the client failed: ${created.message}`);
  }
  return { product, token };
}

/**
 * Steps that build on each other: after the first failure the rest are skipped (one clear error),
 * and the failing screen is saved as `<prefix>-failed-<step>.png`.
 */
export function failFastSteps(prefix: string, page: () => Page) {
  let failed = false;
  return (name: string, fn: () => Promise<void>) =>
    it(name, async (t) => {
      if (failed) return t.skip('an earlier step failed');
      try {
        await fn();
      } catch (err) {
        failed = true;
        await snapshot(page(), `${prefix}-failed-${name.slice(0, 24).replace(/[^a-z0-9]+/gi, '-')}`).catch(
          () => undefined,
        );
        throw err;
      }
    });
}

/** A full-page screenshot from the top (fixed bars are drawn where the viewport is scrolled to). */
export async function shotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapshot(page, name);
}
