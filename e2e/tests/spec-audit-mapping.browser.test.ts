import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { CALLS, CLIENT_MSG, MAP_MSG } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';
import type { Product } from '../support/start-product.ts';
import { expect } from '../support/expect.ts';
import { snapshot } from '../support/browser.ts';
import { browserSession } from '../support/browser-session.ts';
import { coolblue } from '../support/coolblue-mapping.ts';
import { createCustomisedExcelMappingByApi } from '../support/customised-mapping.ts';
import { failFastSteps, openAdmin, shotFromTop, waitForToast } from '../support/mapping-session.ts';
import { chooseEndpoints, closeToasts, createWithTemplate, pick } from '../support/mapping-rules-wizard.ts';

/**
 * Issue 26, the audit's untested spec 001 points, clicked through in Chromium: the 'here' add-client link only
 * once clients exist; the 'Review the output before finalising.' checkbox of an Excel e-mail output, saved as
 * requiredApproval; the Confirm step's warning when review is off; the field picker's empty texts; the worksheet
 * tab name only for the customised type with Excel output, required and unique. A real invoice of the shared
 * corpora serves as the sample of an agreement mapping and of a customised one.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const INVOICE = path.join(path.resolve(repoRoot, '../shared/corpora'), 'invoice2data-compare/AzureInterior.pdf');
const CLIENT = 'Azure Interior';
const AGREEMENT = 'Standard Leave And License Agreement';
const CUSTOMISED = 'Customised / Handwritten Document';
const LEASE = 'LEASE26';
const HANDWRITTEN = 'HANDW26';
const REVIEW = 'Review the output before finalising.';
const NO_REVIEW_WARNING =
  'Reviewing the output lets you correct discrepancies before the data is delivered, which is useful for ' +
  'handwritten documents. You have decided to process documents without review. A document with a value we are ' +
  'unsure of still stops for review.';
const EMPTY_TEXT = 'No input provided. Please enter a valid field name and press the "Enter key" to proceed.';
const CREATE_TEXT = 'No option found, please type new field name and press the "Enter key" to create a new record.';

describe(
  'spec audit: mapping screens (spec 001)',
  { skip: fs.existsSync(INVOICE) && fs.existsSync(coolblue(1)) ? false : `${INVOICE} or coolblue1.pdf is missing` },
  () => {
    const session = browserSession();
    let product: Product;
    let token = '';
    let page: Page;

    before(async () => {
      // no client yet: the first step looks at the create screen without one
      ({ product, token } = await session.start({ email: 'audit26@harbour.example', company: 'Harbour Audit' }));
      page = await session.signIn();
    });
    after(() => session.close());

    const step = failFastSteps('spec-audit-mapping', () => page);
    const formRow = (key: string) => page.locator(`[data-testid="form-row"][data-key="${key}"]`);
    const mappingOf = async (name: string) => {
      const list = okResult(await call(product.url, CALLS.mapping.getConfigurationList, { token }));
      const cnId = list.find((r) => r.configName === name)!.cnId;
      return okResult(await call(product.url, CALLS.mapping.getConfigurationById, { token, query: { CnId: cnId } }));
    };
    /** Step 1: Manual Upload in, the output e-mailed to one address. */
    const manualUploadToEmail = async () => {
      await chooseEndpoints(page, 'source-select', ['Manual Upload']);
      await chooseEndpoints(page, 'destination-select', ['Email Attachment']);
      const chips = page.getByTestId('destination-emails-input');
      await chips.fill('ledger@harbour.example');
      await chips.press('Enter');
    };
    /** The message the open field dropdown shows instead of options. */
    const dropdownSays = (text: string) => page.getByText(text, { exact: true }).waitFor();

    step("Select Client: the 'here' link only once a client exists; it opens the add-new-client dialog", async () => {
      await openAdmin(page, product.url, '/admin/create-mapping', 'page-create-mapping');
      await page.getByTestId('mapping-add-first-client').waitFor();
      assert.equal(await page.getByTestId('mapping-add-client').count(), 0, "no 'here' link without a client");
      assert.equal(await page.getByTestId('mapping-client').getAttribute('placeholder'), 'Select Client');
      await shotFromTop(page, 'spec-audit-no-client');
      // the first client, added from this screen
      await page.getByTestId('mapping-add-first-client').click();
      const dialog = page.getByRole('dialog', { name: 'Add New Client' });
      await dialog.waitFor();
      await dialog.getByTestId('client-company-name').fill(CLIENT);
      await dialog.getByTestId('client-contact-name').fill('Mitchell Admin');
      await dialog.getByTestId('client-email').fill('accounts@azure-audit.example');
      await dialog.getByTestId('client-save').click();
      await waitForToast(page, CLIENT_MSG.added);
      await dialog.waitFor({ state: 'hidden' });
      await expect(
        async () => (await page.getByTestId('mapping-client').inputValue()) === CLIENT,
        'the new client is chosen',
      );
      const here = page.getByTestId('mapping-add-client');
      await here.waitFor();
      assert.equal(await here.textContent(), 'here');
      assert.equal(
        (await here.locator('xpath=..').textContent())?.replace(/\s+/g, ' ').trim(),
        'Client not listed? Click here to add a new client.',
      );
      assert.equal(await page.getByTestId('mapping-add-first-client').count(), 0);
      await here.click();
      await dialog.waitFor();
      assert.equal(await dialog.getByTestId('client-company-name').inputValue(), '', 'an empty new-client form');
      await shotFromTop(page, 'spec-audit-here-dialog');
      await dialog.getByTestId('client-cancel').click();
      await dialog.waitFor({ state: 'hidden' });
      await closeToasts(page);
    });

    step('the field picker with no field to offer says so; typing finds nothing; no field is created', async () => {
      // the agreement type has header fields only, so a table column has no field to offer
      await createWithTemplate(page, product.url, { client: CLIENT, docType: AGREEMENT, name: LEASE, pdf: INVOICE });
      await page.getByTestId('form-tab').waitFor();
      if (await page.getByTestId('form-confirm-suggestions').count())
        await page.getByTestId('form-confirm-suggestions').click();
      await pick(page, 'form-row-field', 'Registration Number', formRow('Invoice'));
      await page.getByTestId('mapping-tab-table-1').click();
      const tab = page.getByTestId('table-tab-1');
      await tab.getByTestId('table-capture-yes').check();
      await tab.getByTestId('table-col-check-1').click();
      const dialog = page.getByRole('dialog', { name: 'Map selected column to a field' });
      await dialog.waitFor();
      const field = dialog.getByTestId('column-map-field');
      await field.click();
      await dropdownSays(EMPTY_TEXT);
      await shotFromTop(page, 'spec-audit-empty-field-list');
      // only the customised type may create a field: here typing a name finds nothing and offers nothing
      await field.fill('Tenant');
      await dropdownSays('No option found');
      assert.equal(await page.getByText(CREATE_TEXT).count(), 0);
      await field.press('Enter');
      assert.equal(await dialog.getByTestId('column-map-add').isDisabled(), true, 'no field chosen or created');
      // the open list covers the buttons: leave the field first
      await dialog.getByText('Column:').click();
      await dialog.getByTestId('column-map-cancel').click();
      await dialog.waitFor({ state: 'hidden' });
      await tab.getByTestId('table-capture-no').check();
      const names = okResult(
        await call(product.url, CALLS.mapping.getDocFields, { token, query: { docTypeId: 3 } }),
      ).map((f) => f.value);
      assert.ok(!names.includes('Tenant'), JSON.stringify(names));
    });

    step(
      "an Excel e-mail output offers 'Review the output before finalising.'; ticked, it saves requiredApproval",
      async () => {
        await page.getByTestId('mapping-tab-form').click();
        await page.getByTestId('mapping-finalise').click();
        await page.getByTestId('confirm-next').click();
        await page.getByTestId('destination-step').waitFor();
        await manualUploadToEmail();
        const review = page.getByTestId('review-output');
        await pick(page, 'destination-email-format', 'JSON');
        assert.equal(await review.count(), 0, 'not for a JSON output');
        await pick(page, 'destination-email-format', 'EXCEL');
        await review.waitFor();
        assert.equal(await page.getByLabel(REVIEW, { exact: true }).isChecked(), false, 'off at first');
        assert.equal(
          await page.getByTestId('excel-tab-name').count(),
          0,
          'no worksheet name outside the customised type',
        );
        await page.getByLabel(REVIEW, { exact: true }).check();
        await shotFromTop(page, 'spec-audit-review-checkbox');
        await closeToasts(page);
        await page.getByTestId('step1-submit').click();
        await waitForToast(page, MAP_MSG.created, 30_000);
        await page.waitForURL(/\/admin\/manage-mapping$/);
        const saved = await mappingOf(LEASE);
        assert.equal(saved.endPointsConfigRequest.destinationEmailFileType, 'EXCEL');
        assert.equal(saved.endPointsConfigRequest.requiredApproval, true);
        assert.equal(saved.requiredApproval, true);
        assert.equal(saved.endPointsConfigRequest.config.excelTabName, null);
      },
    );

    step('customised type: creating a field is offered by name; Confirm warns only when review is off', async () => {
      // another customised mapping already names its worksheet 'Invoices'
      await createCustomisedExcelMappingByApi(product.url, token, {
        configName: 'COOLXLS26',
        clientEmail: 'orders@coolblue.example',
        tabName: 'Invoices',
      });
      await createWithTemplate(page, product.url, {
        client: CLIENT,
        docType: CUSTOMISED,
        name: HANDWRITTEN,
        pdf: INVOICE,
      });
      await page.getByTestId('form-tab').waitFor();
      await pick(page, 'form-row-field', 'Reference Number', formRow('Invoice'));
      const total = formRow('Total').getByTestId('form-row-field');
      const shown = await total.inputValue();
      await total.click();
      await total.fill('Delivery Slip');
      await dropdownSays(CREATE_TEXT);
      await snapshot(page, 'spec-audit-create-hint');
      await total.fill('');
      await page.keyboard.press('Escape');
      await page.getByTestId('form-tab').click({ position: { x: 5, y: 5 } });
      await expect(async () => (await total.inputValue()) === shown, 'the row keeps what it showed');
      const names = okResult(
        await call(product.url, CALLS.mapping.getDocFields, { token, query: { docTypeId: 4 } }),
      ).map((f) => f.value);
      assert.ok(!names.includes('Delivery Slip'), 'nothing created without Enter');

      // review is on by default for the customised type: no warning
      await page.getByTestId('mapping-finalise').click();
      await page.getByTestId('confirm-tab').waitFor();
      assert.equal(await page.getByTestId('confirm-review-warning').count(), 0, 'no warning while review is on');
      await page.getByTestId('confirm-next').click();
      await page.getByTestId('destination-step').waitFor();
      assert.equal(await page.getByLabel(REVIEW, { exact: true }).isChecked(), true);
      // off: the Confirm step warns
      await page.getByLabel(REVIEW, { exact: true }).uncheck();
      await page.getByTestId('step1-back').click();
      await page.getByTestId('mapping-finalise').click();
      const warning = page.getByTestId('confirm-review-warning');
      await warning.waitFor();
      assert.equal((await warning.textContent())?.replace(/\s+/g, ' ').trim(), NO_REVIEW_WARNING);
      await shotFromTop(page, 'spec-audit-confirm-warning');
      await page.getByTestId('confirm-next').click();
      await page.getByTestId('destination-step').waitFor();
      assert.equal(await page.getByLabel(REVIEW, { exact: true }).isChecked(), false, 'still off');
    });

    step('worksheet tab name: only with Excel output; required; unique among the mappings', async () => {
      await manualUploadToEmail();
      const tabName = page.getByTestId('excel-tab-name');
      await pick(page, 'destination-email-format', 'JSON');
      assert.equal(await tabName.count(), 0, 'not for a JSON output');
      await pick(page, 'destination-email-format', 'EXCEL');
      await tabName.waitFor();
      assert.equal(await page.getByLabel('Worksheet tab name').count(), 1);
      await closeToasts(page);
      const submit = page.getByTestId('step1-submit');
      await submit.click();
      await waitForToast(page, MAP_MSG.worksheetRequired);
      await closeToasts(page);
      // another mapping's name, written otherwise
      await tabName.fill('invoices');
      await submit.click();
      await waitForToast(page, MAP_MSG.worksheetTaken);
      await shotFromTop(page, 'spec-audit-worksheet-taken');
      await closeToasts(page);
      assert.match(page.url(), /\/admin\/create-mapping$/, 'still on the create screen');
      await tabName.fill('Handwritten');
      await submit.click();
      await waitForToast(page, MAP_MSG.created, 30_000);
      await page.waitForURL(/\/admin\/manage-mapping$/);
      const saved = await mappingOf(HANDWRITTEN);
      assert.equal(saved.endPointsConfigRequest.config.excelTabName, 'Handwritten');
      assert.equal(saved.endPointsConfigRequest.destinationEmailFileType, 'EXCEL');
      assert.equal(saved.endPointsConfigRequest.requiredApproval, false, 'saved with review off');
    });
  },
);
