import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { expect } from '../support/expect.ts';
import { coolblue, createCoolblueMappingByApi } from '../support/coolblue-mapping.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin, waitForToast } from '../support/mapping-session.ts';
import { uploadDocumentsByApi } from '../support/upload-documents.ts';
import { startQuickBooksTestServer } from '@paperbridge/test-kit/providers/quickbooks-test-server.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { milestoneOf } from '../support/document-state.ts';

/**
 * Issue 10: QuickBooks Online set up on Manage Integrations as a user does it (client id and secret,
 * Connect, out to Intuit's consent and back with code, state and realmId, vendor, account and tax code
 * chosen), then a processed invoice becomes one Bill in QuickBooks (a local server speaking Intuit's API).
 */
describe('QuickBooks setup and delivery, in a real browser', () => {
  const session = browserSession();
  let product: Product;
  let page: Page;
  let token = '';
  let cnId = '';
  let qb: Awaited<ReturnType<typeof startQuickBooksTestServer>>;

  before(async () => {
    qb = await startQuickBooksTestServer();
    ({ product, token } = await session.start({
      email: 'books@quay.example',
      company: 'Quay Books',
      env: { ...qb.config },
    }));
    await redeemFirstCoupon(product.url, token);
    cnId = await createCoolblueMappingByApi(product.url, token, {
      configName: 'QBE2E1',
      clientEmail: 'orders@coolblue.example',
      request: { destinationEmails: [] },
      config: { integrationType: 'QUICKBOOK' },
    });
    page = await session.signIn();
  });
  after(async () => {
    await session.close();
    await qb?.close();
  });

  const step = failFastSteps('quickbooks-delivery', () => page);
  const pick = async (testId: string, option: string) => {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name: option }).click();
  };

  step(
    'Connect sends the user to Intuit and back with the company; vendor, account and tax code load and Connect saves them',
    async () => {
      await openAdmin(page, product.url, '/admin/manage-integrations', 'page-manage-integrations');
      await pick('integration-client', 'Coolblue');
      await pick('integration-mapping', 'QBE2E1');
      assert.equal(await page.getByTestId('integration-card-XERO').count(), 0, "only the mapping's package");
      await page.getByTestId('integration-open-QUICKBOOK').click();
      await page.getByTestId('integration-client-id').fill('QB-CLIENT-ID');
      await page.getByTestId('integration-client-secret').fill('qb-secret');
      await page.getByTestId('integration-connect').click();
      await page
        .getByTestId('integration-organisation')
        .filter({ hasText: 'Sandbox Company_AU_1' })
        .waitFor({ timeout: 30_000 });
      assert.equal(await page.getByTestId('integration-org').count(), 0, 'one company per QuickBooks grant: no picker');
      await page.getByTestId('integration-connect').click();
      await page.getByText('Customer is required').waitFor();
      await pick('integration-customer', 'Coolblue');
      await pick('integration-account', 'Office Expenses');
      await pick('integration-tax', 'GST');
      await page.getByTestId('integration-connect').click();
      await waitForToast(page, 'QuickBooks has been successfully configured.');
      await page.getByTestId('integration-status-QUICKBOOK').filter({ hasText: 'connected' }).waitFor();
    },
  );

  step('a processed invoice becomes one Bill in QuickBooks and its out step is green', async () => {
    const [dtId] = await uploadDocumentsByApi(product.url, token, cnId, [coolblue(2)]);
    await expect(
      async () => {
        const trail = await milestoneOf(product.url, token, dtId!);
        return JSON.stringify(trail.out) === JSON.stringify([{ name: 'QuickBooks', status: true }]);
      },
      'the out step is green',
      180_000,
    );
    assert.equal(qb.bills.length, 1, 'exactly one Bill');
    const bill = qb.bills[0] as {
      DocNumber: string;
      VendorRef: { value: string };
      Line: { AccountBasedExpenseLineDetail: { AccountRef: { value: string }; TaxCodeRef: { value: string } } }[];
    };
    assert.equal(bill.DocNumber, '992288600');
    assert.equal(bill.VendorRef.value, '56');
    assert.ok(
      bill.Line.every(
        (l) =>
          l.AccountBasedExpenseLineDetail.AccountRef.value === '7' &&
          l.AccountBasedExpenseLineDetail.TaxCodeRef.value === '3',
      ),
    );
  });
});
