import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { coolblue, corpora } from '../support/coolblue-mapping.ts';
import { createTypedMappingByApi } from '../support/analytics-mapping.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin, shotFromTop } from '../support/mapping-session.ts';
import { uploadDocumentsByApi, waitUntilSettled } from '../support/upload-documents.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';

/**
 * Spec 000 §2 tabs 2 (DA) and 3 (IG) in Chromium against the real server and pipeline: a company
 * whose agreements and handwritten documents were processed finds each kind on its tab, filters
 * and pages the table, sees the monthly chart, and each reference links to the AI site's legal or
 * medicine page with its token and ref.
 */
const invoice = (n: string) => path.join(corpora, `invoice2data-compare/${n}.pdf`);
const AI_SITE = 'https://ai.example.com/redirect';
const day = (offsetDays: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return d;
};
const dayLabel = (d: Date) => `${d.getDate()} ${d.toLocaleString('en-GB', { month: 'long' })} ${d.getFullYear()}`;
const ddmmyyyy = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

describe(
  'dashboard DA and IG tabs in a real browser (spec 000 §2)',
  { skip: fs.existsSync(coolblue(1)) ? false : `${corpora} is missing` },
  () => {
    const session = browserSession();
    let product: Product;
    let token = '';
    let page: Page;

    before(async () => {
      ({ product, token } = await session.start({
        email: 'analytics@harbour.example',
        company: 'Harbour Analytics',
        env: { AI_SITE_URL: AI_SITE },
      }));
      await redeemFirstCoupon(product.url, token);
      const leases = await createTypedMappingByApi(product.url, token, {
        docTypeId: 3,
        configName: 'LEASES1',
        clientEmail: 'leases@estates.example',
      });
      const notes = await createTypedMappingByApi(product.url, token, {
        docTypeId: 4,
        configName: 'NOTES1',
        clientEmail: 'notes@clinic.example',
      });
      const ids = [
        ...(await uploadDocumentsByApi(product.url, token, leases, [
          coolblue(1),
          coolblue(2),
          ...['AmazonWebServices', 'AzureInterior', 'NetpresseInvoice', 'saeco'].map(invoice),
        ])),
        ...(await uploadDocumentsByApi(product.url, token, notes, [invoice('oyo'), invoice('QualityHosting')])),
      ];
      await waitUntilSettled(product.url, token, ids);
      page = await session.signIn();
    });
    after(() => session.close());

    const step = failFastSteps('analytics', () => page);
    const rows = (prefix: string) => page.getByTestId(`${prefix}-documents-row`);
    const references = async () => (await page.getByTestId('analytics-reference').allInnerTexts()).map((s) => s.trim());
    const waitForRows = (prefix: string, n: number) =>
      page.waitForFunction(
        ([p, count]) => document.querySelectorAll(`[data-testid="${p}-documents-row"]`).length === count,
        [prefix, n] as const,
      );
    const search = (prefix: string) => page.getByTestId(`${prefix}-search`).click();

    step('the DA tab lists the leave and license agreements, five per page, with the monthly chart', async () => {
      await openAdmin(page, product.url, '/admin/dashboard', 'page-dashboard');
      await page.getByTestId('dashboard-tab-DA').click();
      await page.getByTestId('da-tab').waitFor();
      // 180 days back to today by default
      assert.equal(await page.getByTestId('da-from').innerText(), ddmmyyyy(day(-180)));
      assert.equal(await page.getByTestId('da-to').innerText(), ddmmyyyy(day(0)));
      await page.getByTestId('da-documents-total').filter({ hasText: '6 total' }).waitFor();
      assert.equal(await rows('da').count(), 5);
      await page.locator('[data-testid="da-chart"][data-total="6"] path.recharts-rectangle').first().waitFor();
      await shotFromTop(page, 'dashboard-da');
    });

    step('pages on the server: page 2 holds the sixth; together they hold all six', async () => {
      const first = await references();
      await page.getByTestId('da-documents-pagination').getByRole('button', { name: '2' }).click();
      await waitForRows('da', 1);
      const second = await references();
      assert.equal(new Set([...first, ...second]).size, 6, `${first} / ${second}`);
      assert.ok([...first, ...second].includes('992288600'), 'coolblue2 carries its number as the reference');
    });

    step("the reference links to the AI site's legal page with the token and ref, in a new tab", async () => {
      const link = page.getByTestId('analytics-reference').first();
      const href = new URL((await link.getAttribute('href'))!);
      assert.equal(`${href.origin}${href.pathname}`, AI_SITE);
      assert.deepEqual(Object.fromEntries(href.searchParams), {
        page: 'legal',
        token,
        ref: (await link.innerText()).trim(),
      });
      assert.equal(await link.getAttribute('target'), '_blank');
    });

    step('the uploaded file name and the reference number filter the table and the chart on Search', async () => {
      await page.getByTestId('da-file-name').fill('coolblue');
      await search('da');
      await page.getByTestId('da-documents-total').filter({ hasText: '2 total' }).waitFor();
      await page.locator('[data-testid="da-chart"][data-total="2"]').waitFor();
      await page.getByTestId('da-reference').fill('992288600');
      await search('da');
      await page.getByTestId('da-documents-total').filter({ hasText: '1 total' }).waitFor();
      assert.deepEqual(await references(), ['992288600']);
      assert.equal((await page.getByTestId('analytics-file-name').innerText()).trim(), 'coolblue2.pdf');
    });

    step("a range that ends yesterday holds none of today's documents: 'No records available'", async () => {
      await page.getByTestId('da-reference').fill('');
      await page.getByTestId('da-file-name').fill('');
      await page.getByTestId('da-to').click();
      const yesterday = page.getByRole('button', { name: dayLabel(day(-1)), exact: true });
      if (!(await yesterday.first().isVisible())) await page.locator('[data-direction="previous"]').first().click();
      await yesterday.first().click();
      assert.equal(await page.getByTestId('da-to').innerText(), ddmmyyyy(day(-1)));
      await search('da');
      await page.getByTestId('da-documents-empty').filter({ hasText: 'No records available' }).waitFor();
      await page.locator('[data-testid="da-chart"][data-total="0"]').getByText('No records available').waitFor();
    });

    step('the IG tab lists the customised / handwritten documents and links them to the medicine page', async () => {
      await page.getByTestId('dashboard-tab-IG').click();
      await page.getByTestId('ig-tab').waitFor();
      await page.getByTestId('ig-documents-total').filter({ hasText: '2 total' }).waitFor();
      await waitForRows('ig', 2);
      assert.deepEqual((await references()).sort(), ['QualityHosting.pdf', 'oyo.pdf']);
      const href = new URL((await page.getByTestId('analytics-reference').first().getAttribute('href'))!);
      assert.equal(href.searchParams.get('page'), 'medicine');
      assert.equal(href.searchParams.get('token'), token);
      assert.match(href.searchParams.get('ref')!, /^(oyo|QualityHosting)\.pdf$/);
      await page.getByTestId('ig-documents-search').fill('oyo');
      await waitForRows('ig', 1);
      assert.deepEqual(await references(), ['oyo.pdf']);
      await shotFromTop(page, 'dashboard-ig');
    });

    step('back on the DA tab the filters start again from their defaults', async () => {
      await page.getByTestId('dashboard-tab-DA').click();
      await page.getByTestId('da-documents-total').filter({ hasText: '6 total' }).waitFor();
    });
  },
);
