import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { browserSession } from '../support/browser-session.ts';
import { corpora } from '../support/coolblue-mapping.ts';
import { createMappingFromSample } from '@paperbridge/test-kit/mappings/create-mapping-from-sample.ts';
import { sampleFile } from '../support/sample-file.ts';
import { failFastSteps, openAdmin, shotFromTop } from '../support/mapping-session.ts';
import { uploadDocumentByApi } from '../support/upload-by-api.ts';
import { waitUntilSettled } from '../support/upload-documents.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { formApprovalOf } from '../support/document-state.ts';

const FX = (name: string) => path.join(corpora, 'einvoices/XML-Rechnung/FX', `${name}.pdf`);

/**
 * Issue 30 point 3 in Chromium: two invoices of the same supplier share number 471102 and total 529,87; the second
 * waits as a possible duplicate. The dashboard's row says so without opening it, and its review screen links to the
 * earlier document, which opens in a new tab.
 */
describe(
  'a possible duplicate is tagged on the dashboard and linked to the earlier document on the review screen (issue 30)',
  { skip: fs.existsSync(FX('EN16931_Einfach')) ? false : `${corpora} is missing` },
  () => {
    const session = browserSession();
    let product: Product;
    let token = '';
    let page: Page;
    let firstId = '';
    let secondId = '';

    before(async () => {
      ({ product, token } = await session.start({
        email: 'ap@lieferant.example',
        company: 'Kunde Einkauf GmbH',
        country: 'DE',
      }));
      await redeemFirstCoupon(product.url, token);
      const { cnId } = await createMappingFromSample(product.url, token, {
        configName: 'LIEFERANT1',
        clientEmail: 'rechnung@lieferant.example',
        client: { companyname: 'Lieferant GmbH', contectname: 'Hans' },
        docTypeId: 1,
        sample: sampleFile(FX('EN16931_Einfach'), 'application/pdf'),
        rows: {
          Name: { field: 'Supplier Name' },
          'Liefer- und Leistungsdatum': { field: 'Invoice Date' },
          Bruttosumme: { field: 'Total Amount' },
        },
        drawn: [{ text: '471102', field: 'Invoice Number', unique: true }],
        config: { docType: 'Commercial Invoice' },
      });
      firstId = await uploadDocumentByApi(product.url, token, cnId, FX('EN16931_Einfach_DueDate'));
      await waitUntilSettled(product.url, token, [firstId]);
      secondId = await uploadDocumentByApi(product.url, token, cnId, FX('EN16931_SEPA_Prenotification'));
      const rows = await waitUntilSettled(product.url, token, [secondId]);
      const second = rows.find((r) => r.dtId === secondId)!;
      assert.equal(second.status, 'awaiting_review', JSON.stringify(second));
      assert.deepEqual(
        second.reviewNotes?.map((n) => [n.code, n.documentId]),
        [['possible_duplicate', firstId]],
      );
      page = await session.signIn();
    });
    after(() => session.close());

    const step = failFastSteps('possible-duplicate', () => page);

    step(
      'the dashboard row of the second invoice says "Possible duplicate of 471102" under "Waiting for approval"',
      async () => {
        await openAdmin(page, product.url, '/admin/dashboard', 'page-dashboard');
        const row = page.getByTestId('icr-documents-row').filter({ has: page.getByTestId('doc-review-note') });
        await row.first().waitFor();
        assert.equal(await row.count(), 1, 'only the second invoice is tagged');
        // the earlier invoice's reference as the pipeline recorded it (its invoice number as read)
        assert.match((await row.getByTestId('doc-review-note').textContent()) ?? '', /^Possible duplicate of 471102\b/);
        assert.equal(await row.getByTestId('doc-approval').textContent(), 'Waiting for approval');
        await shotFromTop(page, 'possible-duplicate-dashboard');
        await row.getByTestId('doc-approval').click();
        await page.getByTestId('page-approvedata').waitFor();
        assert.ok(page.url().endsWith(`/admin/approvedata/${secondId}`), page.url());
      },
    );

    step(
      "the review screen says why, shows the total as delivered the German company's way, and links to the earlier invoice",
      async () => {
        const reason = page.getByTestId('review-reason-possible_duplicate');
        await reason.waitFor();
        assert.match((await reason.textContent()) ?? '', /^Possible duplicate of 471102/);
        const data = await formApprovalOf(product.url, token, secondId);
        const total = data.form.find((f) => f.label === 'Total Amount' && !f.isDelete)!;
        await page.getByTestId(`delivered-as-form-${total.id}`).getByText('Delivered as 529,87 EUR').waitFor();
        await shotFromTop(page, 'possible-duplicate-review');
        const [earlier] = await Promise.all([
          page.context().waitForEvent('page'),
          reason.getByTestId('duplicate-link').click(),
        ]);
        await earlier.waitForURL((url) => url.searchParams.get('dtId') === firstId);
        await earlier.getByTestId('dtid-source-viewer-document').waitFor({ timeout: 30_000 });
        await earlier.close();
      },
    );
  },
);
