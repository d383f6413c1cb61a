import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { APPROVAL_MSG, CALLS, type ApprovalData } from '@paperbridge/contracts';
import type { Product } from '../support/start-product.ts';
import { expect } from '../support/expect.ts';
import { coolblue, corpora, createCoolblueMappingByApi } from '../support/coolblue-mapping.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin, shotFromTop, waitForToast } from '../support/mapping-session.ts';
import { approvalStatusOf, formApprovalOf, milestoneOf, uploadForReview } from '../support/document-state.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { callOfPath } from '../support/call-of-path.ts';

/**
 * Spec 000 §2 "Approval screen", §4 "Approval flow" and §5 end to end in Chromium: a Coolblue invoice
 * processed by the real pipeline for a mapping that requires approval, reviewed and approved in the browser.
 */
describe(
  'review and approve a document in a real browser (spec 000 §2, §4, §5)',
  { skip: fs.existsSync(coolblue(1)) ? false : `${corpora} is missing` },
  () => {
    const session = browserSession();
    let product: Product;
    let token = '';
    let page: Page;
    let dtId = '';
    let extracted: ApprovalData;

    const milestone = () => milestoneOf(product.url, token, dtId);
    const approvalStatus = () => approvalStatusOf(product.url, token, dtId);

    before(async () => {
      ({ product, token } = await session.start({ email: 'reviewer@harbour.example', company: 'Harbour Review' }));
      await redeemFirstCoupon(product.url, token);
      const cnId = await createCoolblueMappingByApi(product.url, token, {
        configName: 'APPROVE1',
        clientEmail: 'orders@coolblue.example',
        request: { requiredApproval: true },
      });
      ({ dtId, approval: extracted } = await uploadForReview(product.url, token, cnId, coolblue(1)));
      page = await session.signIn();
    });
    after(() => session.close());

    const step = failFastSteps('review', () => page);
    const formKey = (label: string) => `form-${extracted.form.find((f) => f.label === label)!.id}`;
    const table = () => extracted.tables[0]!;
    const column = (header: string) => table().columns.findIndex((c) => c.columnHeader === header);
    const lastRow = () => table().columns[0]!.cells.length - 1;

    step('the mapping requires approval: the document waits (approvalStatus 0, Reviewed grey)', async () => {
      assert.equal(await approvalStatus(), 0);
      assert.deepEqual(
        (await milestone()).process.map((s) => s.status),
        [true, true, null],
      );
      assert.equal(extracted.docRef, '993548900');
      assert.ok(lastRow() >= 2, 'the invoice has line items');
    });

    step(
      "/admin/approvedata/{dtId}: the banner, no top bar, the original beside the values with each value's box",
      async () => {
        await openAdmin(page, product.url, `/admin/approvedata/${dtId}`, 'page-approvedata');
        assert.equal(await page.getByTestId('review-banner').textContent(), APPROVAL_MSG.banner);
        assert.equal(await page.getByTestId('show-original').textContent(), 'Click here to display original document');
        assert.equal(await page.getByTestId('app-navbar').count(), 0, 'the top bar is hidden on this screen');
        const viewer = page.getByTestId('review-document');
        await expect(
          async () => (await viewer.getByTestId('pdf-highlight').count()) >= 2,
          'value boxes drawn on the page',
          30_000,
        );
        assert.equal(await page.getByTestId(`field-input-${formKey('Invoice Number')}`).inputValue(), '993548900');
      },
    );

    step('focusing a field highlights its box; Enter moves to the next value', async () => {
      const number = page.getByTestId(`field-input-${formKey('Invoice Number')}`);
      await number.focus();
      await expect(
        async () =>
          (await page.locator(`[data-highlight-id="${formKey('Invoice Number')}"]`).getAttribute('data-tone')) ===
          'active',
        'the invoice number box is active',
      );
      await page.keyboard.press('Enter');
      await expect(
        async () =>
          (await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) ===
          `field-input-${formKey('Total Amount')}`,
        'Enter moved to Total Amount',
      );
      await expect(
        async () =>
          (await page.locator(`[data-highlight-id="${formKey('Total Amount')}"]`).getAttribute('data-tone')) ===
          'active',
        'the total box is active',
      );
    });

    step("'Click here to display original document' opens the PDF in a new tab", async () => {
      const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('show-original').click()]);
      await expect(
        () => callOfPath(new URL(tab.url()).pathname)?.path === CALLS.mapping.getFile.path,
        'the new tab shows the signed file link',
        15_000,
      );
      await tab.close();
    });

    step('the Review modal: form data first, one page per table, Previous/Next/bullets, Cancel', async () => {
      await page.getByTestId('open-review-modal').click();
      const modal = page.getByRole('dialog', { name: `Review ${extracted.docRef}` });
      await modal.waitFor();
      assert.equal(await modal.locator('[data-testid^="review-modal-bullet-"]').count(), 1 + extracted.tables.length);
      await modal.getByTestId('review-form').waitFor();
      await modal.getByTestId('review-modal-next').click();
      await modal.getByTestId(`table-${table().tableNumber}`).waitFor();
      await modal.getByTestId('review-modal-previous').click();
      await modal.getByTestId('review-form').waitFor();
      await modal.getByTestId('review-modal-cancel').click();
      await modal.waitFor({ state: 'detached' });
    });

    step('edit a value, delete a row and a column, delete another column and restore it', async () => {
      const t = table().tableNumber;
      await page.getByTestId(`field-input-${formKey('Total Amount')}`).fill('718,00');
      await page.getByTestId(`row-delete-${t}-${lastRow()}`).click();
      assert.equal(await page.getByTestId(`row-${t}-${lastRow()}`).getAttribute('data-deleted'), 'true');
      assert.equal(await page.getByTestId(`cell-${t}-0-${lastRow()}`).isDisabled(), true, 'deleted items are disabled');
      await page.getByTestId(`column-delete-${t}-${column('Quantity')}`).click();
      assert.equal(await page.getByTestId(`column-${t}-${column('Quantity')}`).getAttribute('data-deleted'), 'true');
      await page.getByTestId(`column-delete-${t}-${column('Description')}`).click();
      assert.equal(
        await page.getByTestId(`cell-${t}-${column('Description')}-0`).isDisabled(),
        true,
        'deleting a column deletes all its cells',
      );
      await page.getByTestId(`column-delete-${t}-${column('Description')}`).click();
      assert.equal(
        await page.getByTestId(`column-${t}-${column('Description')}`).getAttribute('data-deleted'),
        null,
        'the column is restored',
      );
      assert.equal(await page.getByTestId(`cell-${t}-${column('Description')}-0`).isDisabled(), false);
      await shotFromTop(page, 'review-edited');
    });

    step('Finalise shows the changes read-only, deleted items hidden, with Cancel and Approve', async () => {
      await page.getByTestId('review-finalise').click();
      await expect(
        async () => (await page.getByTestId('review-banner').textContent()) === APPROVAL_MSG.approveBanner,
        'the approve text',
      );
      const changes = await page.getByTestId('review-change').allTextContents();
      assert.ok(
        changes.some((c) => c.includes('Total Amount') && c.includes('718,00')),
        changes.join(' | '),
      );
      assert.ok(
        changes.some((c) => c.includes('column Quantity')),
        changes.join(' | '),
      );
      assert.ok(
        changes.some((c) => c.includes(`row ${lastRow() + 1}`)),
        changes.join(' | '),
      );
      assert.ok(!changes.some((c) => c.includes('column Description')), 'the restored column is no change');
      const t = table().tableNumber;
      assert.equal(await page.getByTestId(`row-${t}-${lastRow()}`).count(), 0, 'the deleted row is hidden');
      assert.equal(
        await page.getByTestId(`column-${t}-${column('Quantity')}`).count(),
        0,
        'the deleted column is hidden',
      );
      assert.equal(await page.getByTestId('review-finalise').count(), 0);
      assert.equal(await page.getByTestId(`field-input-${formKey('Total Amount')}`).getAttribute('readonly'), '');
      await page.getByTestId('review-approve').waitFor();
      await shotFromTop(page, 'review-read-only');
    });

    step("Approve asks 'Approval for {reference}', then the success message and the dashboard", async () => {
      await page.getByTestId('review-approve').click();
      const confirm = page.getByRole('dialog', { name: `Approval for ${extracted.docRef}` });
      await confirm.waitFor();
      assert.equal(await confirm.getByText(APPROVAL_MSG.approveBanner).count(), 1);
      const answer = page.waitForResponse((r) => r.url().includes(CALLS.documents.approveData.path));
      await confirm.getByTestId('approve-confirm-approve').click();
      const body = await (await answer).json();
      assert.equal(body.code, 200, body.message);
      assert.equal(body.result.approvalStatus, 3);
      await waitForToast(page, 'Data Successfully Integrated !!');
      await page.waitForURL(/\/admin\/dashboard$/);
    });

    step(
      'the document is approved and delivered (approvalStatus 3 until its e-mail is sent, then 1), Reviewed and Email green, the approved data kept apart',
      async () => {
        const until = Date.now() + 60_000;
        while ((await approvalStatus()) !== 1) {
          if (Date.now() > until) throw new Error(`approvalStatus still ${await approvalStatus()}`);
          await new Promise((r) => setTimeout(r, 250));
        }
        const trail = await milestone();
        assert.deepEqual(
          trail.process.map((s) => s.status),
          [true, true, true],
        );
        assert.deepEqual(trail.out, [{ name: 'Email', status: true }]);
        const approved = await formApprovalOf(product.url, token, dtId);
        assert.equal(approved.form.find((f) => f.label === 'Total Amount')!.value, '718,00');
        const t = approved.tables[0]!;
        assert.equal(t.columns[column('Quantity')]!.isDelete, true);
        assert.equal(t.columns[column('Description')]!.isDelete, false);
        assert.ok(
          t.columns.every((c) => c.cells[lastRow()]!.isDelete),
          'the deleted row',
        );
      },
    );
  },
);
