import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { CALLS, UPLOAD_MSG } from '@paperbridge/contracts';
import type { Product } from '../support/start-product.ts';
import { expect } from '../support/expect.ts';
import { coolblue, corpora, createCoolblueMappingByApi } from '../support/coolblue-mapping.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin, shotFromTop, waitForToast } from '../support/mapping-session.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { call } from '@paperbridge/test-kit/call.ts';
import { formApprovalOf } from '../support/document-state.ts';

/**
 * Spec 002 "Manual upload" and spec 000 §2 global overlays end to end in Chromium: the real server,
 * its pipeline and the shared corpora's Coolblue invoices; the documents' data checked through the API.
 */
const EMAIL = 'uploader@harbour.example';
const COOLBLUE_EMAIL = 'orders@coolblue.example';
const ELSEWHERE = { companyname: 'Elsewhere Shop', contectname: 'Sam Shop', email: 'shop@elsewhere.example' };
const RECEIPT = path.join(corpora, 'sroie-receipts-by-vendor/img/044.jpg');
const EMPTY = { companyname: 'Empty Client', contectname: 'Eve Empty', email: 'eve@empty.example' };
/** the corpus ground truth, as the server's own manual-upload test asserts it */
const EXPECTED: Record<string, { number: string; total: RegExp }> = {
  'coolblue1.pdf': { number: '993548900', total: /717,97/ },
  'coolblue2.pdf': { number: '992288600', total: /4\.904,94/ },
};

describe(
  'manual upload in a real browser (spec 002 §2, §4, §5; spec 000 §2 overlays)',
  { skip: fs.existsSync(coolblue(1)) ? false : `${corpora} is missing` },
  () => {
    const session = browserSession();
    let product: Product;
    let token = '';
    let page: Page;

    before(async () => {
      ({ product, token } = await session.start({ email: EMAIL, company: 'Harbour Uploads' }));
      // the welcome credit pays for the pages
      await redeemFirstCoupon(product.url, token);
      // isManualUpload: true is in the helper's request (the manual source)
      await createCoolblueMappingByApi(product.url, token, { configName: 'COOLBLUE1', clientEmail: COOLBLUE_EMAIL });
      // a client whose only mapping takes documents from the mobile app, not manual upload
      for (const client of [ELSEWHERE, EMPTY]) {
        const created = await call(product.url, CALLS.mapping.createUser, { token, body: client });
        assert.equal(created.code, 200, created.message);
      }
      await createCoolblueMappingByApi(product.url, token, {
        configName: 'MOBILEONLY1',
        clientEmail: ELSEWHERE.email,
        clientExists: true,
        request: { isManualUpload: false, isMobileApp: true },
      });
      page = await session.signIn();
    });
    after(() => session.close());

    const step = failFastSteps('manual-upload', () => page);

    async function pick(testId: string, option: string) {
      await page.getByTestId(testId).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }

    /** Drops files on the dropzone as a user's drag and drop does: a DataTransfer holding the files. */
    async function dropFiles(paths: string[]) {
      const files = paths.map((p) => ({ name: p.split('/').pop()!, b64: fs.readFileSync(p).toString('base64') }));
      const transfer = await page.evaluateHandle((list) => {
        const dt = new DataTransfer();
        for (const f of list)
          dt.items.add(
            new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: 'application/pdf' }),
          );
        return dt;
      }, files);
      const zone = page.getByTestId('upload-dropzone');
      await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
      await zone.dispatchEvent('drop', { dataTransfer: transfer });
    }

    const uploadDisabled = () => page.getByTestId('upload-submit').isDisabled();

    step("a mapping without the manual source, and a client without a mapping, show the spec's errors", async () => {
      await openAdmin(page, product.url, '/admin/manual-upload', 'page-manual-upload');
      assert.equal(await uploadDisabled(), true, 'Upload disabled before anything is chosen');
      await pick('upload-client', ELSEWHERE.companyname);
      const problem = page.getByTestId('upload-mapping-problem-link');
      await expect(
        async () => (await problem.textContent()) === UPLOAD_MSG.manualNotSelected,
        'the manual-upload-not-selected text',
      );
      assert.equal(
        await problem.textContent(),
        'Manual upload is not selected as a preferred method to upload your documents. Please edit your mapping by clicking here.',
      );
      assert.match((await problem.getAttribute('href')) ?? '', /^\/admin\/edit-mapping\/[0-9a-f-]{36}$/);
      assert.equal(await page.getByTestId('upload-mapping').isDisabled(), true, 'nothing to pick');
      await pick('upload-client', EMPTY.companyname);
      await expect(
        async () =>
          (await problem.textContent()) ===
          'Unable to find mapping for the selected client. Click here to add new mapping.',
        'the no-mapping text',
      );
      assert.equal(await problem.getAttribute('href'), '/admin/create-mapping');
      await shotFromTop(page, 'manual-upload-no-mapping');
    });

    step(
      'client, mapping, two dropped invoices with their pages; a duplicate name is dropped with a notice',
      async () => {
        await pick('upload-client', 'Coolblue');
        await page.getByTestId('upload-mapping-problem').waitFor({ state: 'detached' });
        await expect(async () => !(await page.getByTestId('upload-mapping').isDisabled()), 'mapping selector enabled');
        await pick('upload-mapping', 'COOLBLUE1 (Commercial Invoice)');
        assert.equal(await uploadDisabled(), true, 'Upload disabled until a file is chosen');
        assert.equal(await page.getByTestId('upload-take-photo').isVisible(), false, 'Take photo is for phones');
        await dropFiles([coolblue(1), coolblue(2)]);
        await expect(async () => (await page.getByTestId('upload-file-row').count()) === 2, 'two files listed');
        assert.deepEqual(
          await page.getByTestId('upload-file-pages').allTextContents(),
          ['1', '1'],
          'PdfPageCount: one page each',
        );
        assert.equal(await page.getByTestId('upload-totals').textContent(), '2 of 10 files, 2 of 10 pages');
        await dropFiles([coolblue(1)]);
        await page.getByTestId('upload-notices').waitFor();
        assert.equal(
          await page.getByTestId('upload-notice').textContent(),
          'coolblue1.pdf: A file with this name is already selected.',
        );
        assert.equal(await page.getByTestId('upload-file-row').count(), 2);
        await expect(async () => !(await uploadDisabled()), 'Upload enabled');
        await shotFromTop(page, 'manual-upload-ready');
      },
    );

    step(
      "Upload: 'Uploading X of Y', then the dashboard with the toast and 'Processing 2 file(s)' moving to 100%",
      async () => {
        // the overlays change faster than polling sees: record every text they show
        // (a string: tsx would wrap named functions of a closure in a helper the page does not have)
        await page.evaluate(`(() => {
      const seen = { counter: [], percents: {} };
      window.__uploadSeen = seen;
      const record = () => {
        const c = document.querySelector('[data-testid="upload-counter"]')?.textContent;
        if (c && seen.counter.at(-1) !== c) seen.counter.push(c);
        for (const row of document.querySelectorAll('[data-testid="processing-row"]')) {
          const name = row.getAttribute('data-file');
          const pct = row.querySelector('[data-testid="processing-percent"]')?.textContent ?? '';
          const list = (seen.percents[name] ??= []);
          if (list.at(-1) !== pct) list.push(pct);
        }
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    })()`);
        await page.getByTestId('upload-submit').click();
        await page.waitForURL(/\/admin\/dashboard$/, { timeout: 60_000 });
        await waitForToast(page, 'Processing your document(s), usually takes a few minutes; notification will follow.');
        const panel = page.getByTestId('processing-panel');
        await panel.waitFor();
        assert.equal(await page.getByTestId('processing-title').textContent(), 'Processing 2 file(s)');
        await expect(
          async () => (await panel.locator('[data-testid="processing-row"][data-phase="done"]').count()) === 2,
          'both documents processed',
          180_000,
        );
        assert.deepEqual(await panel.getByTestId('processing-percent').allTextContents(), ['100%', '100%']);
        await shotFromTop(page, 'manual-upload-processed');
        const seen = await page.evaluate(
          () =>
            (window as unknown as { __uploadSeen: { counter: string[]; percents: Record<string, string[]> } })
              .__uploadSeen,
        );
        assert.deepEqual(seen.counter, ['Uploading 1 of 2', 'Uploading 2 of 2']);
        for (const name of Object.keys(EXPECTED)) {
          const steps = seen.percents[name] ?? [];
          assert.equal(steps.at(-1), '100%', `${name} ends at 100%: ${steps.join(' → ')}`);
          assert.ok(
            steps.length >= 2 && parseInt(steps[0]!, 10) < 100,
            `${name} starts below 100%: ${steps.join(' → ')}`,
          );
          const numbers = steps.map((s) => parseInt(s, 10));
          assert.deepEqual(
            numbers,
            [...numbers].sort((a, b) => a - b),
            `${name} never moves back`,
          );
        }
      },
    );

    step('each document holds its invoice number and total (GetDataForApproval)', async () => {
      const rows = page.getByTestId('processing-row');
      for (let i = 0; i < 2; i++) {
        const name = (await rows.nth(i).getAttribute('data-file'))!;
        const dtId = (await rows.nth(i).getAttribute('data-dt-id'))!;
        const data = await formApprovalOf(product.url, token, dtId);
        const value = (label: string) => data.form.find((f) => f.label === label)?.value ?? '';
        assert.equal(value('Invoice Number'), EXPECTED[name]!.number, name);
        assert.match(value('Total Amount'), EXPECTED[name]!.total, name);
      }
    });

    step('Status lists each document; close hides the panel', async () => {
      await page.getByTestId('processing-status').click();
      const modal = page.getByRole('dialog', { name: 'Upload status' });
      await modal.waitFor();
      await expect(
        async () =>
          (await modal.getByTestId('upload-status-text').allTextContents()).join('|') === 'Processed|Processed',
        'both Processed',
      );
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      await page.getByTestId('processing-close').click();
      await page.getByTestId('processing-panel').waitFor({ state: 'detached' });
    });

    step('a file the server refuses stays on the screen with its reason (the same invoice again)', async () => {
      await openAdmin(page, product.url, '/admin/manual-upload', 'page-manual-upload');
      await pick('upload-client', 'Coolblue');
      await expect(async () => !(await page.getByTestId('upload-mapping').isDisabled()), 'mapping selector enabled');
      await pick('upload-mapping', 'COOLBLUE1 (Commercial Invoice)');
      await dropFiles([coolblue(1)]);
      await page.getByTestId('upload-file-row').waitFor();
      await expect(async () => !(await uploadDisabled()), 'Upload enabled');
      await page.getByTestId('upload-submit').click();
      const modal = page.getByRole('dialog', { name: 'Upload status' });
      const row = modal.locator('[data-testid="upload-status-row"][data-file="coolblue1.pdf"]');
      await expect(async () => (await row.getAttribute('data-phase')) === 'refused', 'refused as a duplicate');
      assert.match(
        (await row.getByTestId('upload-status-text').textContent()) ?? '',
        /^This document was already uploaded for this mapping on \d{2} \w{3} \d{4}\.$/,
        'the day as the spec writes dates for an Australian company',
      );
      await shotFromTop(page, 'manual-upload-refused');
      assert.match(page.url(), /\/admin\/manual-upload$/, 'stays on the upload screen');
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      assert.equal(
        await page.getByTestId('upload-file-row').getAttribute('data-file'),
        'coolblue1.pdf',
        'the refused file stays in the list',
      );
      assert.equal(await page.getByTestId('processing-panel').count(), 0, 'nothing to process');
    });

    step('on a phone, Take photo adds a camera photo to the same list as one page', async () => {
      const phone = await session.browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      page = await phone.newPage();
      await page.goto(`${product.url}/`);
      await page.evaluate((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('loggedIn', 'true');
      }, token);
      await openAdmin(page, product.url, '/admin/manual-upload', 'page-manual-upload');
      await page.getByTestId('upload-take-photo').waitFor();
      assert.equal(await page.getByTestId('upload-camera-input').getAttribute('capture'), 'environment');
      assert.equal(await page.getByTestId('upload-camera-input').getAttribute('accept'), 'image/*');
      await page.getByTestId('upload-camera-input').setInputFiles(RECEIPT);
      await page.getByTestId('upload-file-row').waitFor();
      assert.match(
        (await page.getByTestId('upload-file-row').getAttribute('data-file')) ?? '',
        /^photo-\d{8}-\d{6}-\d{3}\.jpg$/,
      );
      assert.equal(await page.getByTestId('upload-file-pages').textContent(), '1');
      await shotFromTop(page, 'manual-upload-phone');
    });
  },
);
