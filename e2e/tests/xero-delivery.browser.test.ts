import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { expect } from '../support/expect.ts';
import { coolblue, createCoolblueMappingByApi } from '../support/coolblue-mapping.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin, shotFromTop, waitForToast } from '../support/mapping-session.ts';
import { uploadDocumentsByApi } from '../support/upload-documents.ts';
import {
  startXeroTestServer,
  XERO_SECOND_CONTACT,
  XERO_SECOND_TENANT,
  XERO_TEST_CONTACT,
  XERO_TEST_TENANT,
} from '@paperbridge/test-kit/providers/xero-test-server.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { milestoneOf } from '../support/document-state.ts';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';

/**
 * Issue 10: Xero set up on Manage Integrations as a user does it (client id and secret, Connect, out to
 * Xero's consent and back with code and state, contact, account and tax type chosen), then a processed
 * invoice becomes one bill in Xero (a local server speaking its documented API) and its out step is green.
 */
describe('Xero setup and delivery, in a real browser', () => {
  const session = browserSession();
  let product: Product;
  let page: Page;
  let token = '';
  let cnId = '';
  let xero: Awaited<ReturnType<typeof startXeroTestServer>>;

  before(async () => {
    // the user ticked two organisations on Xero's consent screen
    xero = await startXeroTestServer({ secondTenant: true });
    ({ product, token } = await session.start({
      email: 'books@harbour.example',
      company: 'Harbour Books',
      env: { ...xero.config },
    }));
    await redeemFirstCoupon(product.url, token);
    cnId = await createCoolblueMappingByApi(product.url, token, {
      configName: 'XEROE2E1',
      clientEmail: 'orders@coolblue.example',
      request: { destinationEmails: [] },
      config: { integrationType: 'XERO' },
    });
    page = await session.signIn();
  });
  after(async () => {
    await session.close();
    await xero?.close();
  });

  const step = failFastSteps('xero-delivery', () => page);
  const pick = async (testId: string, option: string) => {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name: option }).click();
  };

  step(
    'Connect sends the user to Xero and back; the contact, account and tax type load and Connect saves them',
    async () => {
      await openAdmin(page, product.url, '/admin/manage-integrations', 'page-manage-integrations');
      await pick('integration-client', 'Coolblue');
      await pick('integration-mapping', 'XEROE2E1');
      await page.getByTestId('integration-open-XERO').click();
      await page.getByTestId('integration-connect').click();
      await page.getByText('client Id is required').waitFor();
      await page.getByTestId('integration-client-id').fill('XERO-CLIENT-ID');
      await page.getByTestId('integration-client-secret').fill('xero-secret');
      await page.getByTestId('integration-connect').click();
      // out to the consent screen (the local server sends the user straight back) and back with code and state
      await page.getByTestId('integration-organisation').waitFor({ timeout: 30_000 });
      assert.match((await page.getByTestId('integration-organisation').textContent()) ?? '', /Demo Company \(AU\)/);
      assert.ok(
        xero.requests.some((r) => r.path === '/authorize' && r.query.get('client_id') === 'XERO-CLIENT-ID'),
        'the browser went to Xero',
      );
      // two organisations: the picker shows the one in use; choosing the other loads its own contacts
      assert.equal(await page.getByTestId('integration-org').inputValue(), XERO_TEST_TENANT.tenantName);
      await pick('integration-org', XERO_SECOND_TENANT.tenantName);
      await page.getByTestId('integration-organisation').filter({ hasText: XERO_SECOND_TENANT.tenantName }).waitFor();
      await page.getByTestId('integration-customer').click();
      await page.getByRole('option', { name: XERO_SECOND_CONTACT.Name }).waitFor();
      await page.keyboard.press('Escape');
      await pick('integration-org', XERO_TEST_TENANT.tenantName);
      await page.getByTestId('integration-organisation').filter({ hasText: XERO_TEST_TENANT.tenantName }).waitFor();
      await pick('integration-customer', XERO_TEST_CONTACT.Name);
      await pick('integration-account', '429 - General Expenses');
      await pick('integration-tax', 'GST on Expenses');
      await page.getByTestId('integration-connect').click();
      await waitForToast(page, 'XERO has been successfully configured.');
      await page.getByTestId('integration-status-XERO').filter({ hasText: 'connected' }).waitFor();
      await shotFromTop(page, 'xero-connected');
    },
  );

  step(
    "the mapping's form view (Mandatory, Data from the Document, Select Field) on the same page saves a field made mandatory",
    async () => {
      const view = page.getByTestId('integration-form-view');
      await view.waitFor();
      for (const name of ['Mandatory', 'Data from the Document', 'Select Field'])
        await view.getByRole('columnheader', { name }).waitFor();
      assert.ok(await view.getByTestId('integration-form-save').isDisabled(), 'nothing to save before a change');
      const savedFields = async () =>
        okResult(await call(product.url, CALLS.mapping.getConfigurationById, { token, query: { CnId: cnId } })).data
          .fields;
      const requiredBefore = (await savedFields()).filter((f) => f.isRequired).length;
      // a row mapped to a field and not mandatory yet (an unmapped row's box is disabled)
      const row = view
        .locator('[data-testid="form-row"]:has([data-testid="form-row-mandatory"]:not([disabled]):not(:checked))')
        .first();
      const key = ((await row.getByTestId('form-row-key').textContent()) ?? '').trim();
      const mandatory = row.getByTestId('form-row-mandatory');
      assert.equal(await mandatory.isChecked(), false);
      await mandatory.check();
      await view.getByTestId('integration-form-save').click();
      await waitForToast(page, 'The mapping has been successfully updated.');
      const saved = await savedFields();
      const field = saved.find((f) => f.key.trim() === key);
      assert.equal(field?.isRequired, true, `${key} is mandatory now`);
      assert.equal(saved.filter((f) => f.isRequired).length, requiredBefore + 1, 'only that one more');
    },
  );

  step('a processed invoice becomes one ACCPAY bill in Xero and its out step is green', async () => {
    const [dtId] = await uploadDocumentsByApi(product.url, token, cnId, [coolblue(2)]);
    await expect(
      async () => {
        const trail = await milestoneOf(product.url, token, dtId!);
        return JSON.stringify(trail.out) === JSON.stringify([{ name: 'Xero', status: true }]);
      },
      'the out step is green',
      180_000,
    );
    assert.equal(xero.invoices.length, 1, 'exactly one bill');
    const bill = xero.invoices[0] as {
      Type: string;
      InvoiceNumber: string;
      Contact: { ContactID: string };
      LineItems: { AccountCode: string; TaxType: string }[];
    };
    assert.equal(bill.Type, 'ACCPAY');
    assert.equal(bill.InvoiceNumber, '992288600');
    assert.equal(bill.Contact.ContactID, XERO_TEST_CONTACT.ContactID);
    assert.ok(bill.LineItems.every((l) => l.AccountCode === '429' && l.TaxType === 'INPUT'));
  });
});
