import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { coolblue, corpora, createCoolblueMappingByApi } from '../support/coolblue-mapping.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin, shotFromTop } from '../support/mapping-session.ts';
import { uploadDocumentsByApi, waitUntilSettled } from '../support/upload-documents.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';

/**
 * Spec 000 §2-§4 ICR tab in Chromium against the real server and pipeline: a company whose invoices
 * were processed finds them in the Documents table, pages and searches it, opens a document's
 * milestone and its original, and sees the one that failed for balance as FAILED TO PROCESS.
 */
const INVOICES = ['AmazonWebServices', 'AzureInterior', 'NetpresseInvoice', 'saeco', 'oyo'].map((n) =>
  path.join(corpora, `invoice2data-compare/${n}.pdf`),
);

describe(
  'dashboard ICR tab in a real browser (spec 000 §2, §4)',
  { skip: fs.existsSync(coolblue(1)) ? false : `${corpora} is missing` },
  () => {
    const session = browserSession();
    let product: Product;
    let token = '';
    let page: Page;

    before(async () => {
      ({ product, token } = await session.start({ email: 'board@harbour.example', company: 'Harbour Board' }));
      const cnId = await createCoolblueMappingByApi(product.url, token, {
        configName: 'COOLBLUE1',
        clientEmail: 'orders@coolblue.example',
      });
      // no credit yet: this one stops at intake for balance (approvalStatus 4)
      const poor = await uploadDocumentsByApi(product.url, token, cnId, [coolblue(1)]);
      await waitUntilSettled(product.url, token, poor);
      await redeemFirstCoupon(product.url, token);
      const paid = await uploadDocumentsByApi(product.url, token, cnId, [coolblue(2), ...INVOICES]);
      await waitUntilSettled(product.url, token, paid);
      page = await session.signIn();
    });
    after(() => session.close());

    const step = failFastSteps('dashboard', () => page);
    const rows = () => page.getByTestId('icr-documents-row');
    const references = async () => (await page.getByTestId('doc-reference').allInnerTexts()).map((s) => s.trim());

    step(
      'the Documents table lists the processed documents, five per page by default, with cards counting them',
      async () => {
        await openAdmin(page, product.url, '/admin/dashboard', 'page-dashboard');
        await page.getByTestId('icr-tab').waitFor();
        await page.getByTestId('icr-card-documents-count').filter({ hasText: '7' }).waitFor();
        assert.equal(await page.getByTestId('icr-card-INV-count').innerText(), '7');
        await page.getByTestId('icr-documents-total').filter({ hasText: '7 total' }).waitFor();
        assert.equal(await rows().count(), 5);
        await shotFromTop(page, 'dashboard-icr');
      },
    );

    step('pages on the server: page 2 holds the other two; 10 per page shows all seven', async () => {
      const first = await references();
      await page.getByTestId('icr-documents-pagination').getByRole('button', { name: '2' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="icr-documents-row"]').length === 2);
      const second = await references();
      assert.equal(new Set([...first, ...second]).size, 7, `${first} / ${second}`);
      await page.getByTestId('icr-documents-page-size').click();
      await page.getByRole('option', { name: '10', exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="icr-documents-row"]').length === 7);
    });

    step('search finds the Coolblue invoice by its number after the debounce', async () => {
      await page.getByTestId('icr-documents-search').fill('992288600');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="icr-documents-row"]').length === 1);
      assert.deepEqual(await references(), ['992288600']);
      assert.match(await page.getByTestId('doc-confidence').innerText(), /^\d+(\.\d)?%$/);
    });

    step('the milestone trail opens the Document Status modal with the steps of the pipeline', async () => {
      assert.equal(await page.getByTestId('doc-milestone-in').getAttribute('data-colour'), 'green');
      await page.getByTestId('doc-milestone').click();
      const modal = page.getByTestId('document-status');
      await modal.getByText('Received — Done').waitFor();
      await modal.getByText('Extracted — Done').waitFor();
      // the mapping sends to an e-mail address: the outbox takes it at once in embedded mode
      await modal.getByText('Email — Done').waitFor();
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });
    });

    step('the source viewer shows the original PDF from its signed link', async () => {
      await page.getByTestId('doc-view').click();
      await page.locator('[data-testid="source-viewer-document"] canvas').first().waitFor({ timeout: 30_000 });
      await shotFromTop(page, 'dashboard-source-viewer');
      await page.keyboard.press('Escape');
      await page.getByTestId('source-viewer-document').waitFor({ state: 'detached' });
    });

    step('the document that failed for balance shows FAILED TO PROCESS with the balance tooltip', async () => {
      await page.getByTestId('icr-documents-search').fill('coolblue1');
      // the row of the previous search is also alone: wait for this one's reference (its file name: never mapped)
      await page.getByTestId('doc-reference').filter({ hasText: 'coolblue1.pdf' }).waitFor();
      assert.equal(await rows().count(), 1);
      const cell = page.getByTestId('doc-approval');
      assert.equal(await cell.innerText(), 'FAILED TO PROCESS');
      assert.equal(await cell.getAttribute('data-kind'), 'failed');
      await cell.hover();
      await page
        .getByText('Your account balance is insufficient to process this document. Please Top-up now.')
        .waitFor();
    });
  },
);
