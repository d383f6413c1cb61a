import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { expect } from '../support/expect.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin, shotFromTop, waitForToast } from '../support/mapping-session.ts';
import { chooseEndpoints, createWithTemplate, pick } from '../support/mapping-rules-wizard.ts';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';
import { readSample } from '@paperbridge/test-kit/mappings/read-sample.ts';
import { sampleFile } from '../support/sample-file.ts';

/**
 * Spec 001, step 1 of the mapping wizard for the other document types: removal confirmations and submit
 * rules of a commercial invoice with a standard integration (and the redirect to manage-integrations),
 * the server's own source/destination rule, the agreement type's forced retention, and the file editor.
 * A real invoice of the shared corpora.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const INVOICE = path.join(path.resolve(repoRoot, '../shared/corpora'), 'invoice2data-compare/AzureInterior.pdf');
const EMAIL = 'step1@harbour.example';
const CLIENT_EMAIL = 'accounts@azure-interior.example';
const CLIENT_NAME = 'Azure Interior';
const INV_NAME = 'AZUREINV7';

describe(
  'mapping step 1 for invoices and agreements, and the file editor, in a real browser (spec 001)',
  { skip: fs.existsSync(INVOICE) ? false : `${INVOICE} is missing` },
  () => {
    const session = browserSession();
    let product: Product;
    let token = '';
    let page: Page;

    before(async () => {
      ({ product, token } = await session.start({
        email: EMAIL,
        company: 'Harbour Step One',
        client: { companyname: CLIENT_NAME, contectname: 'Mitchell Admin', email: CLIENT_EMAIL },
      }));
      page = await session.signIn();
    });
    after(() => session.close());

    const step = failFastSteps('step1', () => page);
    const shot = (name: string) => shotFromTop(page, name);
    const formRow = (key: string) => page.locator(`[data-testid="form-row"][data-key="${key}"]`);

    step(
      'commercial invoice step 1: removal confirmations, submit rules, Xero → manage-integrations after 1.5 s',
      async () => {
        await createWithTemplate(page, product.url, {
          client: CLIENT_NAME,
          docType: 'Commercial Invoice',
          name: INV_NAME,
          pdf: INVOICE,
        });
        await pick(page, 'form-row-field', 'Total Amount', formRow('Total'));
        await page.getByTestId('mapping-finalise').click();
        await page.getByTestId('confirm-next').click();
        await page.getByTestId('destination-step').waitFor();
        const submit = page.getByTestId('step1-submit');
        assert.equal(await submit.isDisabled(), true);

        await chooseEndpoints(page, 'source-select', ['Manual Upload', 'API']);
        await page.getByTestId('source-api').waitFor();
        // removing a chosen source asks first; Cancel keeps it
        await page.getByTestId('source-select').locator('..').locator('.mantine-Pill-remove').first().click();
        const removeDialog = page
          .getByRole('dialog')
          .filter({ hasText: 'Are you sure, you want to remove Manual Upload?' });
        await removeDialog.waitFor();
        await page.getByTestId('source-select-remove-dialog-cancel').click();
        await removeDialog.waitFor({ state: 'hidden' });
        await page.getByTestId('source-manual-upload').waitFor();
        // the notice's own remove icon asks too; confirming removes it
        await page.getByTestId('source-manual-upload-remove').click();
        await page.getByTestId('source-remove-dialog-confirm').click();
        await page.getByTestId('source-manual-upload').waitFor({ state: 'detached' });
        await page.getByTestId('source-api').waitFor();

        await chooseEndpoints(page, 'destination-select', ['Standard Integrations']);
        const xero = page.getByTestId('integration-XERO');
        await xero.waitFor();
        await page.getByTestId('integration-QUICKBOOK').waitFor();
        assert.equal(await xero.getAttribute('aria-pressed'), 'false');
        // the destination can be cleared only through the confirmation
        await page.getByTestId('destination-select').locator('..').locator('.mantine-Pill-remove').first().click();
        await page
          .getByRole('dialog')
          .filter({ hasText: 'Are you sure, you want to remove Standard Integrations?' })
          .waitFor();
        await page.getByTestId('destination-select-remove-dialog-confirm').click();
        await page.getByTestId('integrations-panel').waitFor({ state: 'detached' });
        await expect(async () => await submit.isDisabled(), 'no destination: submit disabled');
        await chooseEndpoints(page, 'destination-select', ['Standard Integrations']);
        await xero.click();
        await expect(async () => (await xero.getAttribute('aria-pressed')) === 'true', 'Xero chosen');
        await shot('rules-step1-integrations');
        await expect(async () => !(await submit.isDisabled()), 'submit enabled');
        await submit.click();
        await waitForToast(page, 'The mapping has been successfully created.', 30_000);
        const at = Date.now();
        // stays on the wizard for 1.5 s, then goes to the integrations page
        await page.waitForURL(/\/admin\/manage-integrations$/, { timeout: 10_000 });
        assert.ok(Date.now() - at >= 1_000, `redirected after ${Date.now() - at} ms`);
        const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('Integration'))) ?? 'null');
        assert.deepEqual(stored, { client: { value: CLIENT_EMAIL, label: CLIENT_NAME }, mappingName: INV_NAME });
        const list = okResult(await call(product.url, CALLS.mapping.getConfigurationList, { token }));
        const id = list.find((r) => r.configName === INV_NAME)!.cnId;
        const one = okResult(
          await call(product.url, CALLS.mapping.getConfigurationById, { token, query: { CnId: id } }),
        );
        assert.equal(one.endPointsConfigRequest.config.integrationType, 'XERO');
      },
    );

    step('a final save without source or destination is refused by the server with the spec text', async () => {
      // the screen keeps Finish and submit disabled; the server holds the same rule
      const read = await readSample(product.url, token, sampleFile(INVOICE, 'application/pdf'), 1);
      assert.equal(read.code, 200, read.message);
      const sample = read.result;
      const fields = sample.fields.map((f) => (f.key === 'Total' ? { ...f, dF_Id: 121 } : f));
      const res = await call(product.url, CALLS.mapping.mapDataFromSampleFile, {
        token,
        body: {
          fileName: sample.fileName,
          translation: true,
          data: {
            fields,
            udfFields: [],
            tables: sample.tables.map((t) => ({ tableNumber: t.tableNumber, capture: false, columns: [], rule: [] })),
          },
          endPointsConfigRequest: {
            coEmail: CLIENT_EMAIL,
            configName: 'AZUREINV8',
            type: 'Commercial Invoice',
            isRetention: true,
            retentionState: 8,
            config: { dtId: 1, docType: 'Commercial Invoice' },
            draftMode: false,
          },
        },
      });
      assert.equal(res.status, 400);
      assert.equal(res.message, 'Document Source and Destination Selection is required.');
    });

    step('agreement type: retention forced to 90 days; submit allowed without a destination', async () => {
      await createWithTemplate(page, product.url, {
        client: CLIENT_NAME,
        docType: 'Standard Leave And License Agreement',
        name: 'AZURELLA1',
        pdf: INVOICE,
      });
      await pick(page, 'form-row-field', 'Agreement Date', formRow('Invoice'));
      await page.getByTestId('mapping-finalise').click();
      await page.getByTestId('confirm-next').click();
      await page.getByTestId('destination-step').waitFor();
      assert.equal(await page.getByTestId('retention-3').getAttribute('aria-pressed'), 'true', '90 days forced');
      for (const s of [1, 2, 4, 5, 6, 8])
        assert.equal(await page.getByTestId(`retention-${s}`).isDisabled(), true, `retention-${s} disabled`);
      await chooseEndpoints(page, 'source-select', ['API']);
      await expect(
        async () => !(await page.getByTestId('step1-submit').isDisabled()),
        'the agreement type goes without a destination',
      );
      await shot('rules-step1-agreement');
    });

    step('file editor: open a PDF, rotate a page, save the corrected PDF', async () => {
      await openAdmin(page, product.url, '/admin/file-editor', 'page-file-editor');
      assert.equal(await page.getByTestId('editor-save').isDisabled(), true);
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('editor-open').click();
      await (await chooser).setFiles(INVOICE);
      // the thumbnail of page 1 (the preview beside it is drawn by the same component, without rotate buttons)
      const first = page
        .locator('[data-testid="editor-page"][data-page="1"]')
        .filter({ has: page.getByTestId('editor-page-rotate-right') });
      await first.waitFor();
      assert.equal(await page.getByTestId('editor-save').isDisabled(), true, 'nothing to save before a rotation');
      await first.getByTestId('editor-page-rotate-right').click();
      await expect(async () => (await first.getAttribute('data-turn')) === '90', 'page 1 turned right');
      await page.getByTestId('editor-preview').waitFor();
      await shot('rules-file-editor');
      const download = page.waitForEvent('download');
      await page.getByTestId('editor-save').click();
      const file = await download;
      assert.equal(file.suggestedFilename(), 'AzureInterior-rotated.pdf');
      const saved = await file.path();
      const before = await PDFDocument.load(fs.readFileSync(INVOICE));
      const after = await PDFDocument.load(fs.readFileSync(saved));
      assert.equal(after.getPageCount(), before.getPageCount());
      assert.equal(after.getPage(0).getRotation().angle, (before.getPage(0).getRotation().angle + 90) % 360);
      await waitForToast(page, 'The corrected PDF has been saved.');
    });
  },
);
