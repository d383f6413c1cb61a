import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { expect } from '../support/expect.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin, shotFromTop, waitForToast } from '../support/mapping-session.ts';
import { chooseEndpoints } from '../support/mapping-rules-wizard.ts';
import { receipt } from '../support/receipt-mapping.ts';
import { sampleFile } from '../support/sample-file.ts';
import { uploadDocumentsByApi } from '../support/upload-documents.ts';
import { milestoneOf } from '../support/document-state.ts';
import { createMappingFromSample } from '@paperbridge/test-kit/mappings/create-mapping-from-sample.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import {
  startXeroTestServer,
  XERO_TEST_CARD_ACCOUNT,
  XERO_TEST_CONTACT,
} from '@paperbridge/test-kit/providers/xero-test-server.ts';
import {
  QUICKBOOKS_TEST_BANK_ACCOUNT,
  startQuickBooksTestServer,
} from '@paperbridge/test-kit/providers/quickbooks-test-server.ts';

/**
 * Issue 26, "Receipts stop at the accounting system": an Expense Receipt mapping is given Xero on the mapping
 * screen (Standard Integrations is offered for receipts now), the Integrations page finds it for the client,
 * Xero and QuickBooks are connected there through their local servers, and one receipt photo of the shared
 * corpus (SROIE 044, Unihakka, total $8.60) becomes exactly one SPEND bank transaction in Xero and exactly one
 * Purchase in QuickBooks, each for the receipt's total.
 */
const CLIENT = { companyname: 'Unihakka', contectname: 'Uma Till', email: 'till@unihakka.example' };
const TOTAL = 8.6;

describe(
  'receipts to Xero (spend money) and QuickBooks (a Purchase), exactly once, in a real browser',
  { skip: fs.existsSync(receipt('044')) ? false : 'the SROIE corpus is missing' },
  () => {
    const session = browserSession();
    let product: Product;
    let page: Page;
    let token = '';
    let xeroCnId = '';
    let qbCnId = '';
    let xero: Awaited<ReturnType<typeof startXeroTestServer>>;
    let qb: Awaited<ReturnType<typeof startQuickBooksTestServer>>;

    /** the receipt mapping of the shared helper (Total Amount → Total, Payment Mode → Payment Method), by manual upload */
    const receiptMapping = (
      configName: string,
      request: Record<string, unknown>,
      config: Record<string, unknown> = {},
    ) =>
      createMappingFromSample(product.url, token, {
        configName,
        clientEmail: CLIENT.email,
        docTypeId: 2,
        sample: sampleFile(receipt('030'), 'image/jpeg', 'receipt-030.jpg'),
        rows: { 'Total Amount': { field: 'Total', required: true }, 'Payment Mode': { field: 'Payment Method' } },
        request: { isManualUpload: true, ...request },
        config: { docType: 'Expense Receipt', ...config },
      }).then((m) => m.cnId);

    before(async () => {
      xero = await startXeroTestServer();
      qb = await startQuickBooksTestServer();
      // every value read is trusted: when a person reviews first is review.browser's subject, not this one's
      ({ product, token } = await session.start({
        email: 'books@harbour-receipts.example',
        company: 'Harbour Receipts',
        client: CLIENT,
        env: { ...xero.config, ...qb.config, REVIEW_CONFIDENCE_THRESHOLD: '0' },
      }));
      await redeemFirstCoupon(product.url, token);
      // Xero is chosen on the mapping screen below; this one starts with an e-mail destination
      xeroCnId = await receiptMapping('RECXERO1', {});
      // the server takes QuickBooks for a receipt mapping as the screen sends it
      qbCnId = await receiptMapping('RECQB1', { destinationEmails: [] }, { integrationType: 'QUICKBOOK' });
      page = await session.signIn();
    });
    after(async () => {
      await session.close();
      await xero?.close();
      await qb?.close();
    });

    const step = failFastSteps('receipts-to-accounting', () => page);
    const pick = async (testId: string, option: string) => {
      await page.getByTestId(testId).click();
      await page.getByRole('option', { name: option }).click();
    };

    step(
      'the mapping screen offers Standard Integrations for an Expense Receipt; Xero chosen, the Integrations page finds the mapping',
      async () => {
        await openAdmin(page, product.url, `/admin/edit-mapping/${xeroCnId}`, 'page-edit-mapping');
        await page.getByTestId('mapping-finalise').click({ timeout: 30_000 });
        await page.getByTestId('confirm-next').click();
        await page.getByTestId('destination-step').waitFor();
        await page.getByTestId('destination-select').locator('..').locator('.mantine-Pill-remove').first().click();
        await page
          .getByRole('dialog')
          .filter({ hasText: 'Are you sure, you want to remove Email Attachment?' })
          .waitFor();
        await page.getByTestId('destination-select-remove-dialog-confirm').click();
        await chooseEndpoints(page, 'destination-select', ['Standard Integrations']);
        const xeroTile = page.getByTestId('integration-XERO');
        await xeroTile.click();
        await expect(async () => (await xeroTile.getAttribute('aria-pressed')) === 'true', 'Xero chosen');
        await shotFromTop(page, 'receipts-step1-xero');
        await expect(async () => !(await page.getByTestId('step1-submit').isDisabled()), 'submit enabled');
        await page.getByTestId('step1-submit').click();
        await waitForToast(page, 'The mapping has been successfully updated.', 30_000);
        // on to the Integrations page with the client and the receipt mapping chosen, not "Unable to find mapping"
        await page.waitForURL(/\/admin\/manage-integrations$/, { timeout: 10_000 });
        await page.getByTestId('page-manage-integrations').waitFor();
        await expect(
          async () => (await page.getByTestId('integration-mapping').inputValue()) === 'RECXERO1 (Expense Receipt)',
          'the receipt mapping is chosen',
        );
        assert.equal(await page.getByTestId('integration-no-mapping').count(), 0);
        assert.match(
          (await page.getByTestId('integration-receipt-XERO').textContent()) ?? '',
          /spend money transaction/,
        );
      },
    );

    step(
      'Xero is connected for the receipt mapping: out to Xero and back, contact, account, tax type and the card receipts are paid from',
      async () => {
        await page.getByTestId('integration-open-XERO').click();
        await page.getByTestId('integration-client-id').fill('XERO-CLIENT-ID');
        await page.getByTestId('integration-client-secret').fill('xero-secret');
        await page.getByTestId('integration-connect').click();
        await page.getByTestId('integration-organisation').waitFor({ timeout: 30_000 });
        await pick('integration-customer', XERO_TEST_CONTACT.Name);
        await pick('integration-account', '429 - General Expenses');
        await pick('integration-tax', 'GST on Expenses');
        // the default leaves it to the receipt's payment method; this mapping's receipts are all paid by the company card
        assert.match(await page.getByTestId('integration-paid-from').inputValue(), /^As the receipt says/);
        await pick('integration-paid-from', 'Company Visa (credit card)');
        await page.getByTestId('integration-connect').click();
        await waitForToast(page, 'XERO has been successfully configured.');
        await page.getByTestId('integration-status-XERO').filter({ hasText: 'connected' }).waitFor();
      },
    );

    step(
      'QuickBooks is connected for the other receipt mapping of the client, picked from the mapping list',
      async () => {
        // the client stays chosen on the page; the client's other receipt mapping is in the mapping list
        assert.equal(await page.getByTestId('integration-client').inputValue(), CLIENT.companyname);
        await pick('integration-mapping', 'RECQB1 (Expense Receipt)');
        assert.equal(await page.getByTestId('integration-card-XERO').count(), 0, "only the mapping's package");
        await page.getByTestId('integration-receipt-QUICKBOOK').waitFor();
        await page.getByTestId('integration-open-QUICKBOOK').click();
        await page.getByTestId('integration-client-id').fill('QB-CLIENT-ID');
        await page.getByTestId('integration-client-secret').fill('qb-secret');
        await page.getByTestId('integration-connect').click();
        await page
          .getByTestId('integration-organisation')
          .filter({ hasText: 'Sandbox Company_AU_1' })
          .waitFor({ timeout: 30_000 });
        await pick('integration-customer', 'Coolblue');
        await pick('integration-account', 'Office Expenses');
        await pick('integration-tax', 'GST');
        await page.getByTestId('integration-connect').click();
        await waitForToast(page, 'QuickBooks has been successfully configured.');
        await page.getByTestId('integration-status-QUICKBOOK').filter({ hasText: 'connected' }).waitFor();
        await shotFromTop(page, 'receipts-quickbooks-connected');
      },
    );

    step(
      "one receipt photo to each mapping: one SPEND transaction in Xero and one Purchase in QuickBooks, each for the receipt's total",
      async () => {
        const [toXero] = await uploadDocumentsByApi(product.url, token, xeroCnId, [receipt('044')]);
        const [toQb] = await uploadDocumentsByApi(product.url, token, qbCnId, [receipt('044')]);
        const green = async (dtId: string, name: string) =>
          JSON.stringify((await milestoneOf(product.url, token, dtId)).out) ===
          JSON.stringify([{ name, status: true }]);
        await expect(
          async () => (await green(toXero!, 'Xero')) && (await green(toQb!, 'QuickBooks')),
          'both out steps green',
          300_000,
        );
        // a moment more, so that a second delivery (if there were one) would have shown
        await new Promise((r) => setTimeout(r, 2_000));

        assert.equal(xero.bankTransactions.length, 1, 'exactly one spend money transaction');
        assert.equal(xero.invoices.length, 0, 'no bill: the receipt is paid');
        const spend = xero.bankTransactions[0] as {
          Type: string;
          Total: number;
          Status: string;
          Contact: { ContactID: string };
          BankAccount: { AccountID: string };
          LineItems: { AccountCode: string; TaxType: string }[];
        };
        assert.equal(spend.Type, 'SPEND');
        assert.equal(spend.Total, TOTAL);
        assert.equal(spend.Status, 'AUTHORISED');
        assert.equal(spend.Contact.ContactID, XERO_TEST_CONTACT.ContactID);
        assert.equal(
          spend.BankAccount.AccountID,
          XERO_TEST_CARD_ACCOUNT.AccountID,
          'a cash receipt of this mapping is paid from the card the setup chose',
        );
        assert.ok(spend.LineItems.every((l) => l.AccountCode === '429' && l.TaxType === 'INPUT'));

        assert.equal(qb.purchases.length, 1, 'exactly one Purchase');
        assert.equal(qb.bills.length, 0, 'no Bill');
        const purchase = qb.purchases[0] as {
          PaymentType: string;
          TotalAmt: number;
          AccountRef: { value: string };
          EntityRef: { value: string };
        };
        assert.equal(purchase.TotalAmt, TOTAL);
        assert.equal(purchase.PaymentType, 'Cash', 'the receipt was paid in cash');
        assert.equal(purchase.AccountRef.value, QUICKBOOKS_TEST_BANK_ACCOUNT.Id);
        assert.equal(purchase.EntityRef.value, '56');
      },
    );
  },
);
