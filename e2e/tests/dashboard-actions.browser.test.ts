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

/** A webhook receiver whose host never resolves (.invalid): deliveries to it wait, so the document stays approved but not sent. */
const RECEIVER = 'https://hooks.receiver.invalid/paperbridge';

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
 * toast 3 s later and the dashboard read again; Send (status 3) with its confirmation, the toast,
 * and the row refreshed to Approved with the delivery step in its milestone.
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

    const row = async (dtId: string) => {
      const list = okResult(await call(product.url, CALLS.dashboard.data, { token, body: { pageSize: 100 } }));
      return list.data.find((d) => d.dtId === dtId)!;
    };

    before(async () => {
      ({ product, token } = await session.start({
        email: 'actions@harbour.example',
        company: 'Harbour Actions',
        env: { MAX_DOCUMENT_PAGES: String(MAX_PAGES) },
      }));
      // the receiver's host does not resolve (as while its DNS is down): an approved document stays approved but not sent (3)
      cnId = await createCoolblueMappingByApi(product.url, token, {
        configName: 'ACTIONS1',
        clientEmail: 'orders@coolblue.example',
        request: { requiredApproval: true, destinationEmails: [], webhookEndPoint: RECEIVER },
      });
      // no credit yet: the page limit stops it at intake before any charge, and a reprocess is refused for balance
      longId = (await uploadDocumentsByApi(product.url, token, cnId, [await longInvoice()]))[0]!;
      await waitUntilSettled(product.url, token, [longId]);
      page = await session.signIn();
    });
    after(() => session.close());

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

    step('a document approved but not sent (approvalStatus 3) shows the Send button', async () => {
      invoiceId = (await uploadDocumentsByApi(product.url, token, cnId, [coolblue(1)]))[0]!;
      await waitUntilSettled(product.url, token, [invoiceId]);
      assert.equal((await row(invoiceId)).approvalStatus, 0);
      // approved as the review screen approves it: the extracted values, nothing changed
      const data = await formApprovalOf(product.url, token, invoiceId);
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
      await page.getByTestId('icr-search').click();
      await showOnly(data.docRef);
      assert.equal(await approval().getAttribute('data-kind'), 'send');
      assert.equal(await approval().innerText(), 'Approved but not sent to destination');
    });

    step(
      'Send: the confirmation, SendDocData, the toast, and the row refreshed to Approved with its delivery step',
      async () => {
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
        // the out step names the webhook; its receiver was never reached, so the out dot is not green
        assert.notEqual(await page.getByTestId('doc-milestone-out').getAttribute('data-colour'), 'green');
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
