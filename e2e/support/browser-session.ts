import type { Browser, Page } from 'playwright-core';
import type { Product } from './start-product.ts';
import { launchBrowser } from './browser.ts';
import { signedInPage, startProductWithCompany } from './mapping-session.ts';

export interface BrowserSession {
  /** The product with a signed-up company (and its client, when given): startProductWithCompany. */
  start(opts: Parameters<typeof startProductWithCompany>[0]): Promise<{ product: Product; token: string }>;
  /** Chromium with a page signed in as the company's user, each wait on it 15 s at most. */
  signIn(): Promise<Page>;
  /** the Chromium signIn launched, for more contexts (a phone) */
  readonly browser: Browser;
  /** Closes the browser and stops the product, whichever of them was started. */
  close(): Promise<void>;
}

/**
 * What a browser test of a signed-in company starts from and cleans up: the product started in
 * `before`, the test's own data made through the API, then the signed-in page; `after` closes
 * both, even when `before` failed half-way.
 */
export function browserSession(): BrowserSession {
  let product: Product | undefined;
  let token = '';
  let browser: Browser | undefined;
  return {
    async start(opts) {
      ({ product, token } = await startProductWithCompany(opts));
      return { product, token };
    },
    async signIn() {
      if (!product) throw new Error('start the product first');
      browser = await launchBrowser();
      const page = await signedInPage(browser, product.url, token);
      page.setDefaultTimeout(15_000);
      return page;
    },
    get browser() {
      if (!browser) throw new Error('sign in first');
      return browser;
    },
    async close() {
      await browser?.close();
      await product?.stop();
    },
  };
}
