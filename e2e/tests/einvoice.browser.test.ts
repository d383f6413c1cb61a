import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { browserSession } from '../support/browser-session.ts';
import { corpora } from '../support/coolblue-mapping.ts';
import { failFastSteps, openAdmin, shotFromTop } from '../support/mapping-session.ts';
import { pick } from '../support/mapping-rules-wizard.ts';
import { uploadDocumentsByApi, waitUntilSettled } from '../support/upload-documents.ts';
import { expect } from '../support/expect.ts';
import { formApprovalOf } from '../support/document-state.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { startWebhookReceiver, type WebhookReceiver } from '@paperbridge/test-kit/providers/webhook-receiver.ts';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';
import { createCoolblueEInvoiceMapping } from '@paperbridge/test-kit/mappings/coolblue-einvoice-mapping.ts';

const rechnung = path.join(corpora, 'einvoices/XML-Rechnung');
const FX_PDF = path.join(rechnung, 'FX/EN16931_Einfach.pdf');
const UBL_XML = path.join(rechnung, 'UBL/EN16931_Elektron.ubl.xml');

/**
 * Issue 25 in Chromium: a clerk uploads a Factur-X PDF and a bare UBL file through the manual upload screen, to a
 * mapping learned from another supplier's plain PDF. The dashboard marks both as read from the e-invoice; on the
 * review screen every value carries the "E-invoice" mark, beside the printed page with each value's box; the UBL
 * file, which has no page of its own, is shown as the invoice the engine drew from it.
 */
describe(
  'e-invoices: uploaded in the browser, their values marked as from the e-invoice beside the page (issue 25)',
  { skip: fs.existsSync(FX_PDF) ? false : `${corpora} is missing` },
  () => {
    const session = browserSession();
    let product: Product;
    let token = '';
    let page: Page;
    let cnId = '';
    let hooks: WebhookReceiver;

    before(async () => {
      hooks = await startWebhookReceiver();
      ({ product, token } = await session.start({
        email: 'ap@einkauf.example',
        company: 'Einkauf GmbH',
        country: 'DE',
        env: { SSRF_ALLOW_HOSTS: '127.0.0.1' },
      }));
      await redeemFirstCoupon(product.url, token);
      cnId = await createCoolblueEInvoiceMapping(product.url, token, { configName: 'COOLBLUE1' });
      page = await session.signIn();
    });
    after(async () => {
      await session.close();
      await hooks?.close();
    });

    const step = failFastSteps('einvoice', () => page);
    const ids: Record<string, string> = {};

    step('the upload screen takes a Factur-X PDF (its pages counted) and an XML e-invoice (one page)', async () => {
      await openAdmin(page, product.url, '/admin/manual-upload', 'page-manual-upload');
      await pick(page, 'upload-client', 'Coolblue COOLBLUE1');
      await expect(async () => !(await page.getByTestId('upload-mapping').isDisabled()), 'mapping selector enabled');
      await pick(page, 'upload-mapping', 'COOLBLUE1 (Commercial Invoice)');
      const files = [
        { file: FX_PDF, type: 'application/pdf' },
        { file: UBL_XML, type: 'application/xml' },
      ].map((f) => ({ name: path.basename(f.file), type: f.type, b64: fs.readFileSync(f.file).toString('base64') }));
      const transfer = await page.evaluateHandle((list) => {
        const dt = new DataTransfer();
        for (const f of list)
          dt.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
        return dt;
      }, files);
      const zone = page.getByTestId('upload-dropzone');
      await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
      await zone.dispatchEvent('drop', { dataTransfer: transfer });
      await expect(async () => (await page.getByTestId('upload-file-row').count()) === 2, 'two files listed');
      assert.deepEqual(await page.getByTestId('upload-file-pages').allTextContents(), ['2', '1']);
      await expect(async () => !(await page.getByTestId('upload-submit').isDisabled()), 'Upload enabled');
      await page.getByTestId('upload-submit').click();
      await page.waitForURL(/\/admin\/dashboard$/, { timeout: 60_000 });
      const panel = page.getByTestId('processing-panel');
      await panel.waitFor();
      await expect(
        async () => (await panel.locator('[data-testid="processing-row"][data-phase="done"]').count()) === 2,
        'both documents processed',
        180_000,
      );
      const rows = panel.getByTestId('processing-row');
      for (let i = 0; i < 2; i++)
        ids[(await rows.nth(i).getAttribute('data-file'))!] = (await rows.nth(i).getAttribute('data-dt-id'))!;
    });

    step('the dashboard marks both documents as read from the e-invoice', async () => {
      assert.ok(ids['EN16931_Einfach.pdf'] && ids['EN16931_Elektron.ubl.xml'], JSON.stringify(Object.keys(ids)));
      await waitUntilSettled(product.url, token, Object.values(ids));
      await page.reload();
      await page.getByTestId('page-dashboard').waitFor();
      const marks = page.getByTestId('doc-read-from');
      await expect(async () => (await marks.count()) === 2, 'two marks');
      assert.deepEqual(await marks.allTextContents(), ['E-invoice', 'E-invoice']);
      await shotFromTop(page, 'einvoice-dashboard');
    });

    step('the Factur-X PDF: every value is marked "E-invoice", beside the printed page with its boxes', async () => {
      const id = ids['EN16931_Einfach.pdf']!;
      const data = await formApprovalOf(product.url, token, id);
      await page.goto(`${product.url}/admin/approvedata/${id}`);
      await page.getByTestId('page-approvedata').waitFor();
      const number = data.form.find((f) => f.label === 'Invoice Number')!;
      assert.equal(number.value, '471102');
      for (const f of data.form.filter((x) => !x.missing)) {
        assert.equal(f.source, 'einvoice', f.label);
        await page.getByTestId(`mark-einvoice-${f.id}`).waitFor();
      }
      await page.getByTestId('review-document').locator('canvas').first().waitFor({ timeout: 60_000 });
      const boxes = page.getByTestId('review-document').getByTestId('pdf-highlight');
      await expect(async () => (await boxes.count()) >= 3, 'the printed values have their boxes');
      await page.getByTestId(`mark-einvoice-${number.id}`).hover();
      await page.getByText('From the e-invoice in this document').waitFor();
      await shotFromTop(page, 'einvoice-review-facturx');
    });

    step('the UBL file, which has no page, is shown as the invoice drawn from it', async () => {
      const id = ids['EN16931_Elektron.ubl.xml']!;
      const data = await formApprovalOf(product.url, token, id);
      await page.goto(`${product.url}/admin/approvedata/${id}`);
      await page.getByTestId('page-approvedata').waitFor();
      const number = data.form.find((f) => f.label === 'Invoice Number')!;
      await page.getByTestId(`mark-einvoice-${number.id}`).waitFor();
      await page.getByTestId('review-document').locator('canvas').first().waitFor({ timeout: 60_000 });
      assert.equal(await page.getByTestId('review-document-xml').count(), 0, 'drawn, not refused');
      const boxes = page.getByTestId('review-document').getByTestId('pdf-highlight');
      await expect(async () => (await boxes.count()) >= 3, 'the values have their boxes on the drawing');
      await shotFromTop(page, 'einvoice-review-ubl');
    });

    step(
      "the mapping's webhook is set to receive UBL: the next Factur-X invoice arrives as a Peppol e-invoice",
      async () => {
        await page.goto(`${product.url}/admin/edit-mapping/${cnId}`);
        await page.getByTestId('field-mapping').waitFor({ timeout: 20_000 });
        await page.getByTestId('mapping-finalise').click();
        await page.getByTestId('confirm-next').click();
        await page.getByTestId('destination-step').waitFor();
        // the select holds the mapping's e-mail destination already: its pill row takes the pointer
        await page.getByTestId('destination-select').click({ force: true });
        await page.getByRole('option', { name: 'Webhook', exact: true }).click();
        await page.keyboard.press('Escape');
        await page.getByTestId('webhook-input').fill(hooks.url);
        await page.getByTestId('webhook-add').click();
        await pick(page, 'webhook-format', 'UBL e-invoice (Peppol BIS Billing 3.0)');
        await shotFromTop(page, 'einvoice-webhook-format');
        await expect(async () => !(await page.getByTestId('step1-submit').isDisabled()), 'Finish enabled');
        await page.getByTestId('step1-submit').click();
        // an edited mapping's Finish goes back to the list
        await page.waitForURL(/\/admin\/manage-mapping$/, { timeout: 20_000 });
        const saved = okResult(
          await call(product.url, CALLS.mapping.getConfigurationById, { token, query: { CnId: cnId } }),
        );
        assert.equal(saved.endPointsConfigRequest.webhookFileType, 'UBL');
        const [id] = await uploadDocumentsByApi(product.url, token, cnId, [
          path.join(rechnung, 'FX/EN16931_Rabatte.pdf'),
        ]);
        await waitUntilSettled(product.url, token, [id!]);
        await expect(async () => hooks.requests.length >= 1, 'the webhook received the invoice', 60_000);
        const hit = hooks.requests.at(-1)!;
        assert.equal(hit.headers['content-type'], 'application/xml');
        assert.match(
          hit.body,
          /<cbc:CustomizationID>urn:cen\.eu:en16931:2017#compliant#urn:fdc:peppol\.eu:2017:poacc:billing:3\.0</,
        );
        const data = await formApprovalOf(product.url, token, id!);
        const number = data.form.find((f) => f.label === 'Invoice Number')!.value;
        assert.ok(hit.body.includes(`<cbc:ID>${number}</cbc:ID>`), `the invoice number ${number} in the UBL`);
      },
    );
  },
);
