import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { snapshot } from '../support/browser.ts';
import { expect } from '../support/expect.ts';
import { createReceiptMappingByApi, receipt } from '../support/receipt-mapping.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin, waitForToast } from '../support/mapping-session.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { CALLS } from '@paperbridge/contracts';
import { callOfPath } from '../support/call-of-path.ts';

/**
 * Issue 8, photos and the mobile source, in Chromium against the real server and pipeline: a receipt
 * photo as a mapping's template (desktop wizard), then the installable app at a phone's viewport:
 * its manifest and service worker, and a receipt photo sent from /admin/capture to ready.
 */
const EMAIL = 'phone@harbour.example';
const CLIENT = { companyname: 'Unihakka', contectname: 'Uma Till', email: 'till@unihakka.example' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

/** Width and height from a PNG's IHDR chunk (bytes 16–23). */
const pngSize = (b: Buffer) => ({
  png: b.subarray(1, 4).toString('latin1') === 'PNG',
  width: b.readUInt32BE(16),
  height: b.readUInt32BE(20),
});

describe(
  'receipt photos and the phone capture page (issue 8)',
  { skip: fs.existsSync(receipt('030')) ? false : 'the SROIE corpus is missing' },
  () => {
    const session = browserSession();
    let product: Product;
    let token = '';
    let page: Page;
    let phone: BrowserContext;
    let mobile: Page;

    before(async () => {
      // this walk is about the phone's capture page and a photo's way to delivery; when a person should see a value first is
      // review.browser and review-choice.browser's subject, so the product trusts every value read here (docs/operations.md)
      ({ product, token } = await session.start({
        email: EMAIL,
        company: 'Harbour Phones',
        client: CLIENT,
        env: { REVIEW_CONFIDENCE_THRESHOLD: '0' },
      }));
      await redeemFirstCoupon(product.url, token);
      page = await session.signIn();
    });
    after(() => session.close());

    const step = failFastSteps('mobile-capture', () => mobile ?? page);
    async function pick(testId: string, option: string) {
      await page.getByTestId(testId).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }

    step('the wizard takes a receipt photo as template and draws its fields over the photo', async () => {
      await openAdmin(page, product.url, '/admin/create-mapping', 'page-create-mapping');
      await pick('mapping-client', CLIENT.companyname);
      await pick('mapping-doc-type', 'Expense Receipt');
      await page.getByTestId('mapping-name').fill('UNIHAKKA1');
      await page.getByTestId('mapping-name').blur();
      await page.getByTestId('mapping-name-valid').waitFor();
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('mapping-select-template').click();
      const picker = await chooser;
      assert.match((await picker.element().getAttribute('accept')) ?? '', /image\/jpeg/);
      await picker.setFiles(receipt('030'));
      await waitForToast(page, 'The template has been successfully uploaded.', 120_000);
      // the photo, not pdf.js: drawn on its own canvas
      await page.locator('[data-testid="pdf-viewer"][data-kind="image"]').waitFor();
      const photo = page.getByTestId('image-page');
      await photo.waitFor({ timeout: 20_000 });
      const total = page.locator('[data-testid="form-row"][data-key="Total Amount"]');
      assert.equal(await total.getByTestId('form-row-value').textContent(), '$8.20');
      await total.getByTestId('form-row-key').click();
      const active = photo.locator('[data-testid="pdf-highlight"][data-tone="active"]');
      await expect(async () => (await active.count()) === 1, 'the selected row boxed on the photo');
      // the box lies inside the photo, below its header (the total is printed under the items); read from its
      // placement in percent of the photo, which a smooth scroll into view does not change
      const place = await active.evaluate((el: HTMLElement) =>
        ['left', 'top', 'width', 'height'].map((k) => parseFloat(el.style.getPropertyValue(k))),
      );
      const [left, top, width, height] = place as [number, number, number, number];
      assert.ok(width > 1 && height > 0.3, `a visible box: ${place.join(', ')}`);
      assert.ok(left >= 0 && left + width <= 100 && top + height <= 100, `inside the photo: ${place.join(', ')}`);
      assert.ok(top > 30, `below the receipt's header: ${place.join(', ')}`);
      const shown = (await active.boundingBox())!;
      assert.ok(shown.width > 5 && shown.height > 3, `drawn at a visible size: ${JSON.stringify(shown)}`);
      // the canvas shows the photo (not blank): sample its pixels
      const inked = await photo.locator('canvas').evaluate((c: HTMLCanvasElement) => {
        const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let dark = 0;
        for (let i = 0; i < d.length; i += 4 * 5) if (d[i]! < 160) dark++;
        return dark;
      });
      // a blank canvas has none; the receipt (small on its white scan) has hundreds
      assert.ok(inked > 100, `the receipt's print is drawn (${inked} dark samples)`);
      await snapshot(page, 'mobile-capture-photo-template');
    });

    step('a phone sees a valid web app manifest, its icons and the service worker', async () => {
      await createReceiptMappingByApi(product.url, token, { configName: 'RECEIPTS1', clientEmail: CLIENT.email });
      phone = await session.browser.newContext(PHONE);
      mobile = await phone.newPage();
      mobile.setDefaultTimeout(20_000);
      await mobile.goto(`${product.url}/`);
      await mobile.evaluate((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('loggedIn', 'true');
      }, token);
      const href = await mobile.locator('link[rel="manifest"]').getAttribute('href');
      assert.equal(href, '/manifest.webmanifest');
      assert.equal(await mobile.locator('meta[name="apple-mobile-web-app-capable"]').getAttribute('content'), 'yes');
      assert.ok(await mobile.locator('link[rel="apple-touch-icon"]').getAttribute('href'));
      const res = await fetch(`${product.url}${href}`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /^application\/manifest\+json/);
      const manifest = (await res.json()) as Record<string, any>;
      assert.equal(manifest.name, 'Paperbridge');
      assert.ok(manifest.short_name && manifest.short_name.length <= 12);
      assert.equal(manifest.display, 'standalone');
      assert.equal(manifest.start_url, '/admin/capture');
      assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
      const wanted = [
        { sizes: '192x192', purpose: 'any' },
        { sizes: '512x512', purpose: 'any' },
        { sizes: '512x512', purpose: 'maskable' },
      ];
      for (const w of wanted) {
        const icon = manifest.icons.find(
          (i: { sizes: string; purpose?: string }) => i.sizes === w.sizes && (i.purpose ?? 'any') === w.purpose,
        );
        assert.ok(icon, `icon ${w.sizes} ${w.purpose}`);
        const bytes = Buffer.from(await (await fetch(`${product.url}${icon.src}`)).arrayBuffer());
        const size = pngSize(bytes);
        assert.equal(size.png, true, `${icon.src} is a PNG`);
        assert.equal(`${size.width}x${size.height}`, w.sizes, `${icon.src} has its declared size`);
      }
      // the production build registers the worker at the root scope
      const scope = await mobile.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope));
      assert.equal(scope, `${product.url}/`);
    });

    step('at 390×844 the capture page sends a receipt photo and shows it processed, as a mobile document', async () => {
      await openAdmin(mobile, product.url, '/admin/capture', 'page-capture');
      // the only mapping with the mobile source is chosen already
      await expect(
        async () => (await mobile.getByTestId('capture-mapping').inputValue()).startsWith('RECEIPTS1'),
        'mapping chosen',
      );
      const input = mobile.getByTestId('capture-input');
      assert.equal(await input.getAttribute('accept'), 'image/*');
      assert.equal(await input.getAttribute('capture'), 'environment');
      assert.equal(await mobile.getByTestId('capture-send').isDisabled(), true, 'Send waits for a photo');
      await input.setInputFiles(receipt('044'));
      await mobile.locator('[data-testid="capture-preview"][data-state="drawn"]').waitFor();
      // phone-first: nothing wider than the screen
      assert.ok(
        await mobile.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
        'no horizontal scrolling',
      );
      await mobile.getByTestId('capture-send').tap();
      await mobile.getByTestId('capture-progress').waitFor();
      const result = mobile.getByTestId('capture-result');
      await result.waitFor({ timeout: 240_000 });
      assert.equal(await result.getAttribute('data-outcome'), 'ready', (await result.textContent()) ?? '');
      const values = mobile.getByTestId('capture-value');
      await expect(async () => (await values.count()) >= 2, 'values read listed');
      assert.match((await values.filter({ hasText: 'Total' }).first().textContent()) ?? '', /\$8\.60/);
      await snapshot(mobile, 'mobile-capture-result');
      const dtId = (await result.getAttribute('data-dt-id'))!;
      // raw: DocProgress answers a server-sent event stream, not the envelope call() reads
      const progressUrl = new URL(CALLS.documents.docProgress.path, product.url);
      progressUrl.searchParams.set('ids', dtId);
      const progress = await (await fetch(progressUrl, { headers: { authorization: `Bearer ${token}` } })).text();
      const last = JSON.parse(/data: (.*)\n/.exec(progress)![1]!)[0];
      assert.equal(last.source, 'mobile');
      assert.ok(['ready', 'delivering', 'delivered'].includes(last.state), last.state);
      // the worker kept the shell, never an API answer
      const cached = await mobile.evaluate(async () =>
        (
          await Promise.all(
            (await caches.keys()).map(async (k) => (await (await caches.open(k)).keys()).map((r) => r.url)),
          )
        ).flat(),
      );
      assert.ok(cached.length > 0, 'the shell is cached for offline use');
      assert.deepEqual(
        cached.filter((u) => callOfPath(new URL(u).pathname)),
        [],
      );
    });
  },
);
