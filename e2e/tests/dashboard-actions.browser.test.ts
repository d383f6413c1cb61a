import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { CALLS, DASHBOARD_MSG, UPLOAD_MSG, type ApprovalData } from '@paperbridge/contracts';
import type { Product } from '../support/start-product.ts';
import { expect } from '../support/expect.ts';
import { coolblue, corpora, createCoolblueMappingByApi } from '../support/coolblue-mapping.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin, shotFromTop, waitForToast } from '../support/mapping-session.ts';
import { uploadDocumentsByApi, waitUntilSettled } from '../support/upload-documents.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';
import { formApprovalOf } from '../support/document-state.ts';
import { startWebhookReceiver, type WebhookReceiver } from '@paperbridge/test-kit/providers/webhook-receiver.ts';

/** The product reads at most this many pages of a document (MAX_DOCUMENT_PAGES): a longer one fails at intake. */
const MAX_PAGES = 2;

/** A three-page invoice (coolblue2 three times): longer than the limit, so intake fails it with approvalStatus 5. */
async function longInvoice(): Promise<string> {
  const source = await PDFDocument.load(fs.readFileSync(coolblue(2)));
  const long = await PDFDocument.create();
  for (const p of await long.copyPages(source, [0, 0, 0])) long.addPage(p);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pb-long-')), 'long-invoice.pdf');
  fs.writeFileSync(file, await long.save());
  return file;
}

/**
 * Spec 000 §4 row actions in Chromium against the real server and pipeline: REPROCESS (status 5)
 * refused for balance with the toast, then after a top-up ReProcessDocCheck and ReProcessDoc, the
 * toast 3 s later and the dashboard read again. Status 3 (issue 26): In Process, with no Send, while
 * delivery to a receiver that is down keeps trying; Send once the receiver refused it for good, with
 * its confirmation, the toast, and the row refreshed to Approved and then delivered.
 */
describe(
  'dashboard row actions in a real browser: Send and REPROCESS (spec 000 §4)',
  { skip: fs.existsSync(coolblue(1)) ? false : `${corpora} is missing` },
  () => {
    const session = browserSession();
    let product: Product;
    let token = '';
    let page: Page;
    let cnId = '';
    let longId = '';
    let invoiceId = '';
    let reference = '';
    let receiver: WebhookReceiver | undefined;

    const row = async (dtId: string) => {
      const list = okResult(await call(product.url, CALLS.dashboard.data, { token, body: { pageSize: 100 } }));
      return list.data.find((d) => d.dtId === dtId)!;
    };

    before(async () => {
      // the receiver is down (503) at first: delivery keeps trying, so an approved document stays approved but not sent (3)
      receiver = await startWebhookReceiver();
      receiver.setStatus(503);
      ({ product, token } = await session.start({
        email: 'actions@harbour.example',
        company: 'Harbour Actions',
        // the receiver is on loopback, which the SSRF guard refuses unless allowed
        env: { MAX_DOCUMENT_PAGES: String(MAX_PAGES), SSRF_ALLOW_HOSTS: '127.0.0.1' },
      }));
      cnId = await createCoolblueMappingByApi(product.url, token, {
        configName: 'ACTIONS1',
        clientEmail: 'orders@coolblue.example',
        request: { requiredApproval: true, destinationEmails: [], webhookEndPoint: receiver.url },
      });
      // no credit yet: the page limit stops it at intake before any charge, and a reprocess is refused for balance
      longId = (await uploadDocumentsByApi(product.url, token, cnId, [await longInvoice()]))[0]!;
      await waitUntilSettled(product.url, token, [longId]);
      page = await session.signIn();
    });
    after(async () => {
      await session.close();
      await receiver?.close();
    });

    const step = failFastSteps('dashboard-actions', () => page);
    const approval = () => page.getByTestId('doc-approval');
    /** Searches the Documents table and waits until this reference is the one row shown. */
    const showOnly = async (reference: string) => {
      await page.getByTestId('icr-documents-search').fill(reference);
      await page.getByTestId('doc-reference').filter({ hasText: reference }).waitFor();
      await expect(
        async () => (await page.getByTestId('icr-documents-row').count()) === 1,
        `only ${reference} is listed`,
      );
    };

    step(
      'a document over the page limit failed at intake: approvalStatus 5, shown as REPROCESS with the reason',
      async () => {
        const doc = await row(longId);
        assert.equal(doc.approvalStatus, 5);
        assert.equal(doc.status, 'failed');
        await openAdmin(page, product.url, '/admin/dashboard', 'page-dashboard');
        await showOnly('long-invoice.pdf');
        assert.equal(await approval().getAttribute('data-kind'), 'reprocess');
        assert.equal(await approval().innerText(), 'REPROCESS');
        await page.getByTestId('doc-milestone').click();
        assert.equal(
          await page.getByTestId('document-status-message').innerText(),
          UPLOAD_MSG.documentTooLong(3, MAX_PAGES),
        );
        await page.keyboard.press('Escape');
        await page.getByTestId('document-status').waitFor({ state: 'hidden' });
      },
    );

    step(
      'REPROCESS without balance: ReProcessDocCheck answers 0, the insufficient-balance toast, no reprocess',
      async () => {
        const calls: string[] = [];
        page.on('request', (r) => calls.push(new URL(r.url()).pathname));
        const check = page.waitForResponse((r) => r.url().includes(CALLS.documents.reProcessDocCheck.path));
        await approval().click();
        assert.equal((await (await check).json()).result, 0);
        await waitForToast(page, UPLOAD_MSG.insufficientBalance);
        assert.ok(!calls.includes(CALLS.documents.reProcessDoc.path), 'ReProcessDoc was not called');
        assert.equal((await row(longId)).status, 'failed', 'nothing was started');
        await shotFromTop(page, 'dashboard-reprocess-refused');
      },
    );

    step(
      'after a top-up: ReProcessDocCheck 1, ReProcessDoc, 3 s later the toast and the dashboard read again',
      async () => {
        await redeemFirstCoupon(product.url, token);
        const check = page.waitForResponse((r) => r.url().includes(CALLS.documents.reProcessDocCheck.path));
        const started = page.waitForResponse((r) => r.url().includes(`${CALLS.documents.reProcessDoc.path}?`));
        await approval().click();
        assert.equal((await (await check).json()).result, 1);
        const answer = await (await started).json();
        assert.equal(answer.code, 200, answer.message);
        assert.deepEqual(answer.result, { dtId: longId, attempt: 1 });
        const at = Date.now();
        const readAgain = page.waitForResponse((r) => r.url().includes(CALLS.dashboard.data.path), {
          timeout: 10_000,
        });
        await waitForToast(page, UPLOAD_MSG.reprocessStarted);
        const waited = Date.now() - at;
        assert.ok(waited >= 2_800, `the toast came ${waited} ms after ReProcessDoc (spec: after 3 s)`);
        await readAgain;
        await page.waitForURL(/\/admin\/dashboard$/);
        // the document really ran again: a new attempt, which the page limit fails the same way
        await waitUntilSettled(product.url, token, [longId]);
        assert.equal((await row(longId)).approvalStatus, 5);
      },
    );

    step(
      'a document just approved (approvalStatus 3) shows In Process and no Send while its delivery is tried (issue 26)',
      async () => {
        invoiceId = (await uploadDocumentsByApi(product.url, token, cnId, [coolblue(1)]))[0]!;
        await waitUntilSettled(product.url, token, [invoiceId]);
        assert.equal((await row(invoiceId)).approvalStatus, 0);
        // approved as the review screen approves it: the extracted values, nothing changed
        const data = await formApprovalOf(product.url, token, invoiceId);
        reference = data.docRef;
        const field = (f: ApprovalData['form'][number]) => ({
          id: f.id,
          label: f.label,
          value: f.value,
          isDelete: f.isDelete,
        });
        const approved = await call(product.url, CALLS.documents.approveData, {
          token,
          body: {
            docId: invoiceId,
            form: data.form.map(field),
            extactedFromTable: data.extactedFromTable.map(field),
            tables: [],
          },
        });
        assert.equal(approved.code, 200, approved.message);
        assert.equal(approved.result.approvalStatus, 3);
        // the first try reached the receiver, which is down: the next try is scheduled
        await expect(async () => receiver!.requests.length >= 1, 'the receiver was tried', 60_000);
        assert.equal(receiver!.requests[0]!.status, 503);
        const doc = await row(invoiceId);
        assert.equal(doc.approvalStatus, 3);
        assert.equal(doc.sending, true, 'the server says the delivery is under way');
        await page.getByTestId('icr-search').click();
        await showOnly(reference);
        assert.equal(await approval().getAttribute('data-kind'), 'in-process');
        assert.equal(await approval().textContent(), 'In Process');
        const cell = page.getByTestId('icr-documents-row').filter({ hasText: reference });
        assert.equal(
          await cell
            .getByRole('button')
            .filter({ hasText: /not sent|Send/ })
            .count(),
          0,
          'no Send',
        );
        await approval().hover();
        await page.getByText(/^Processing Document: the data is on its way/).waitFor();
        await shotFromTop(page, 'dashboard-in-process');
      },
    );

    step(
      'once the receiver refuses it for good nothing is being sent: the row offers Send, without a reload (issue 26)',
      async () => {
        receiver!.setStatus(400);
        // the next try comes about 30 s after the first (docs/delivery.md, backoff); 400 is not retried
        await expect(
          async () => receiver!.requests.some((r) => r.status === 400),
          'the next try was refused for good',
          90_000,
        );
        await expect(async () => (await row(invoiceId)).sending === undefined, 'delivery settled', 15_000);
        assert.equal((await row(invoiceId)).approvalStatus, 3);
        // the page reads itself again while a row is In Process
        await expect(
          async () => (await approval().getAttribute('data-kind')) === 'send',
          'the row offers Send',
          30_000,
        );
        assert.equal(await approval().innerText(), 'Approved but not sent to destination');
      },
    );

    step(
      'Send: the confirmation, SendDocData, the toast, and the row refreshed to Approved, then delivered',
      async () => {
        receiver!.setStatus(null);
        await approval().click();
        const modal = page.getByTestId('send-confirm');
        await modal.getByText('Do you want to send the data of').waitFor();
        const sent = page.waitForResponse((r) => r.url().includes(CALLS.dashboard.sendDocData.path));
        await shotFromTop(page, 'dashboard-send-confirm');
        await page.getByTestId('send-confirm-confirm').click();
        const body = await (await sent).json();
        assert.equal(body.code, 200, body.message);
        await waitForToast(page, DASHBOARD_MSG.sent);
        await page.getByTestId('send-confirm-confirm').waitFor({ state: 'detached' });
        await expect(async () => (await approval().getAttribute('data-kind')) === 'approved', 'the row shows Approved');
        assert.equal(await approval().textContent(), 'Approved', 'the label (the badge shows it in capitals)');
        assert.equal((await row(invoiceId)).approvalStatus, 1);
        // the receiver takes it now; the row keeps reading itself until the out dot turns green
        await expect(
          async () => (await page.getByTestId('doc-milestone-out').getAttribute('data-colour')) === 'green',
          'the out dot turns green once the webhook took it',
          60_000,
        );
        assert.equal(
          [...receiver!.accepted.values()].reduce((a, b) => a + b, 0),
          1,
          'delivered once',
        );
        assert.equal((await row(invoiceId)).status, 'delivered');
        await page.getByTestId('doc-milestone').click();
        await page
          .getByTestId('document-status-out')
          .getByText(/^Webhook — /)
          .waitFor();
        await page.keyboard.press('Escape');
      },
    );
  },
);
