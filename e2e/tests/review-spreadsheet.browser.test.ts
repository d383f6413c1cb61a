import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { APPROVAL_MSG, CALLS, type SpreadsheetApprovalData } from '@paperbridge/contracts';
import type { Product } from '../support/start-product.ts';
import { expect } from '../support/expect.ts';
import { coolblue, corpora } from '../support/coolblue-mapping.ts';
import { createCustomisedExcelMappingByApi } from '../support/customised-mapping.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin, shotFromTop, waitForToast } from '../support/mapping-session.ts';
import { approvalStatusOf, milestoneOf, spreadsheetApprovalOf, uploadToReview } from '../support/document-state.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';

/**
 * The spreadsheet-type approval end to end in Chromium (spec 000 §2 "A spreadsheet editor", §4,
 * §5, §8; docs/review.md "Spreadsheet type"): a Coolblue invoice processed by the real pipeline for
 * a Customised mapping with Excel output, corrected in the grid, saved as Worksheet.xlsx and approved.
 */
describe(
  'review and approve a spreadsheet-type document in a real browser',
  { skip: fs.existsSync(coolblue(1)) ? false : `${corpora} is missing` },
  () => {
    const session = browserSession();
    let product: Product;
    let token = '';
    let page: Page;
    let dtId = '';
    let loaded: SpreadsheetApprovalData;

    const milestone = () => milestoneOf(product.url, token, dtId);
    const approvalData = () => spreadsheetApprovalOf(product.url, token, dtId);
    const approvalStatus = () => approvalStatusOf(product.url, token, dtId);

    before(async () => {
      ({ product, token } = await session.start({ email: 'sheets@harbour.example', company: 'Harbour Sheets' }));
      await redeemFirstCoupon(product.url, token);
      const cnId = await createCustomisedExcelMappingByApi(product.url, token, {
        configName: 'SHEET1',
        clientEmail: 'orders@coolblue.example',
        tabName: 'Orders',
      });
      dtId = await uploadToReview(product.url, token, cnId, coolblue(1));
      loaded = await approvalData();
      page = await session.signIn();
    });
    after(() => session.close());

    const step = failFastSteps('review-spreadsheet', () => page);
    const sheet = () => loaded.spreadsheet.sheets[0]!;
    const column = (header: string) => sheet().columns.findIndex((c) => c.header === header);
    const lastRow = () => sheet().rows.length - 1;
    const cellText = (k: number, r: number) => page.getByTestId(`sheet-cell-0-${k}-${r}`).textContent();

    step('the document waits for a spreadsheet-type approval', async () => {
      assert.equal(await approvalStatus(), 0);
      assert.equal(loaded.type, 'spreadsheet');
      assert.equal(sheet().name, 'Orders');
      assert.ok(lastRow() >= 2, 'the invoice has line items');
    });

    step(
      '/admin/approvedata/{dtId} opens the grid: the banner, the sheet, its header fields and line items',
      async () => {
        await openAdmin(page, product.url, `/admin/approvedata/${dtId}`, 'page-approvedata');
        assert.equal(await page.getByTestId('page-approvedata').getAttribute('data-approval-type'), 'spreadsheet');
        assert.equal(await page.getByTestId('review-banner').textContent(), APPROVAL_MSG.banner);
        assert.equal(await page.getByTestId('show-original').textContent(), 'Click here to display original document');
        assert.equal(await page.getByTestId('sheet-name-0').textContent(), 'Orders');
        await page.getByTestId(`sheet-column-0-${column('Description')}`).waitFor();
        assert.equal(await cellText(column('Reference Number'), 0), loaded.docRef);
        assert.equal(await cellText(column('Description'), 0), sheet().rows[0]!.cells[column('Description')]!.value);
      },
    );

    step('edit a cell, delete a row and a column, delete another column and restore it', async () => {
      const desc = column('Description');
      await page.getByTestId(`sheet-cell-0-${desc}-0`).dblclick();
      const editor = page.locator('.ag-cell-inline-editing input');
      await editor.fill('Edited article');
      await editor.press('Enter');
      await expect(async () => (await cellText(desc, 0)) === 'Edited article', 'the edited value shows');

      await page.getByTestId(`sheet-row-delete-0-${lastRow()}`).click();
      assert.equal(await page.getByTestId(`sheet-row-0-${lastRow()}`).getAttribute('data-deleted'), 'true');
      assert.equal(
        await page.getByTestId(`sheet-cell-0-${desc}-${lastRow()}`).getAttribute('data-deleted'),
        'true',
        'a row is deleted across all columns',
      );
      await page.getByTestId(`sheet-cell-0-${desc}-${lastRow()}`).dblclick();
      assert.equal(await page.locator('.ag-cell-inline-editing').count(), 0, 'deleted items cannot be edited');

      await page.getByTestId(`sheet-column-delete-0-${column('Quantity')}`).click();
      assert.equal(await page.getByTestId(`sheet-column-0-${column('Quantity')}`).getAttribute('data-deleted'), 'true');
      const amount = column('Amount');
      await page.getByTestId(`sheet-column-delete-0-${amount}`).click();
      assert.equal(
        await page.getByTestId(`sheet-cell-0-${amount}-0`).getAttribute('data-deleted'),
        'true',
        'deleting a column deletes its cells',
      );
      await page.getByTestId(`sheet-column-delete-0-${amount}`).click();
      assert.equal(
        await page.getByTestId(`sheet-column-0-${amount}`).getAttribute('data-deleted'),
        null,
        'the column is restored',
      );
      assert.equal(await page.getByTestId(`sheet-cell-0-${amount}-0`).getAttribute('data-deleted'), null);
      assert.equal(
        await page.getByTestId(`sheet-cell-0-${amount}-${lastRow()}`).getAttribute('data-deleted'),
        'true',
        "the deleted row's cell stays deleted",
      );
      await shotFromTop(page, 'review-spreadsheet-edited');
    });

    step('Finalise shows the changes read-only: deleted row and column hidden, Cancel and Approve', async () => {
      await page.getByTestId('review-finalise').click();
      await expect(
        async () => (await page.getByTestId('review-banner').textContent()) === APPROVAL_MSG.approveBanner,
        'the approve text',
      );
      const changes = await page.getByTestId('review-change').allTextContents();
      assert.ok(
        changes.some((c) => c.includes('Orders, row 1, Description') && c.includes('Edited article')),
        changes.join(' | '),
      );
      assert.ok(
        changes.some((c) => c.includes('Orders, column Quantity')),
        changes.join(' | '),
      );
      assert.ok(
        changes.some((c) => c.includes(`Orders, row ${lastRow() + 1}`)),
        changes.join(' | '),
      );
      assert.ok(!changes.some((c) => c.includes('Amount')), 'the restored column is no change');
      // the grid animates rows and columns away: wait until they are gone
      await expect(
        async () => (await page.getByTestId(`sheet-row-0-${lastRow()}`).count()) === 0,
        'the deleted row is hidden',
      );
      await expect(
        async () => (await page.getByTestId(`sheet-column-0-${column('Quantity')}`).count()) === 0,
        'the deleted column is hidden',
      );
      assert.equal(await page.getByTestId('review-finalise').count(), 0);
      await page.getByTestId(`sheet-cell-0-${column('Description')}-0`).dblclick();
      assert.equal(await page.locator('.ag-cell-inline-editing').count(), 0, 'the review is read-only');
      await shotFromTop(page, 'review-spreadsheet-read-only');
    });

    step(
      "Approve asks 'Approval for {reference}', posts Worksheet.xlsx, then the spreadsheet message and the dashboard",
      async () => {
        await page.getByTestId('review-approve').click();
        const confirm = page.getByRole('dialog', { name: `Approval for ${loaded.docRef}` });
        await confirm.waitFor();
        const request = page.waitForRequest((r) => r.url().includes(CALLS.documents.approveData.path));
        const answer = page.waitForResponse((r) => r.url().includes(CALLS.documents.approveData.path));
        await confirm.getByTestId('approve-confirm-approve').click();
        const sent = await request;
        assert.equal(new URL(sent.url()).searchParams.get('docId'), dtId);
        assert.match((await sent.allHeaders())['content-type'] ?? '', /^multipart\/form-data/);
        // (Chromium does not report a posted file's bytes; the name 'Worksheet.xlsx' is checked in the vitest page test)
        const body = await (await answer).json();
        assert.equal(body.code, 200, body.message);
        assert.equal(body.result.approvalStatus, 3);
        await waitForToast(page, APPROVAL_MSG.spreadsheetSuccess);
        await page.waitForURL(/\/admin\/dashboard$/);
      },
    );

    step('on the server: approved (Reviewed green), the approved data has the edit and the deletions', async () => {
      // 3 until delivery has sent it to the mapping's e-mail address, then 1
      assert.ok([1, 3].includes((await approvalStatus()) ?? -1));
      assert.deepEqual(
        (await milestone()).process.map((s) => s.status),
        [true, true, true],
      );
      const approved = (await approvalData()).spreadsheet.sheets[0]!;
      assert.equal(approved.rows[0]!.cells[column('Description')]!.value, 'Edited article');
      assert.equal(approved.columns[column('Quantity')]!.isDelete, true);
      assert.equal(approved.columns[column('Amount')]!.isDelete, false);
      assert.equal(approved.rows[lastRow()]!.isDelete, true);
      assert.equal(approved.rows[0]!.cells[column('Reference Number')]!.value, loaded.docRef);
    });
  },
);
