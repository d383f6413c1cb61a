import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { expect } from '../support/expect.ts';
import { startFtpServer, type FtpTestServer } from '../support/mapping-ftp.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin, shotFromTop, waitForToast } from '../support/mapping-session.ts';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';
import { rawAnswerText } from '../support/raw-answer.ts';
import { callOfPath } from '../support/call-of-path.ts';

/**
 * Spec 001 (mapping management) end to end in Chromium: a real invoice of the shared corpora,
 * header fields and a table column mapped, FTP (an in-process ftp-srv) and e-mail destinations,
 * draft → edit → final, the mapped document, delete.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const INVOICE = path.join(path.resolve(repoRoot, '../shared/corpora'), 'invoice2data-compare/AzureInterior.pdf');
const EMAIL = 'mapper@harbour.example';
const CLIENT_EMAIL = 'accounts@azure-interior.example';
const CLIENT_NAME = 'Azure Interior';
const NAME = 'AZUREINV1';
const FTP_USER = 'pbdrop';
const FTP_PASSWORD = 'Drop#Secret-2026';

describe(
  'mapping management in a real browser (spec 001)',
  { skip: fs.existsSync(INVOICE) ? false : `${INVOICE} is missing` },
  () => {
    const session = browserSession();
    let product: Product;
    let ftp: FtpTestServer;
    let token = '';
    let page: Page;

    before(async () => {
      ftp = await startFtpServer({ username: FTP_USER, password: FTP_PASSWORD });
      ({ product, token } = await session.start({
        email: EMAIL,
        company: 'Harbour Mapping',
        client: { companyname: CLIENT_NAME, contectname: 'Mitchell Admin', email: CLIENT_EMAIL },
        // the test FTP server listens on loopback: the SSRF guard lets it through only when listed
        env: { SSRF_ALLOW_HOSTS: '127.0.0.1' },
      }));
      page = await session.signIn();
    });
    after(async () => {
      await session.close();
      await ftp?.close();
    });

    // the steps build on each other: after a failure the rest are skipped (fails fast, one clear error)
    const step = failFastSteps('mapping', () => page);
    const shot = (name: string) => shotFromTop(page, name);

    /** Mantine Select / searchable Select: open it, then pick the option by its exact label. */
    async function pick(testId: string, option: string, scope: Page | ReturnType<Page['getByTestId']> = page) {
      await scope.getByTestId(testId).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }

    async function mappingRow(name: string) {
      return page
        .getByTestId('mappings-table-row')
        .filter({ has: page.getByTestId('mapping-row-name').getByText(name, { exact: true }) });
    }

    step('step 0: client, type, name check, template upload; the PDF beside the form', async () => {
      await openAdmin(page, product.url, '/admin/create-mapping', 'page-create-mapping');
      await page.getByTestId('orientation-examples').waitFor();
      await pick('mapping-client', CLIENT_NAME);
      await pick('mapping-doc-type', 'Commercial Invoice');
      // the suggestion is generated from the client and the type
      await expect(
        async () => ((await page.getByTestId('mapping-name-suggestion').textContent()) ?? '') === NAME,
        `suggested name ${NAME}`,
      );
      // a name against the rule: red cross and the spec text
      await page.getByTestId('mapping-name').fill('bad name!');
      await page.getByTestId('mapping-name').blur();
      await page.getByTestId('mapping-name-invalid').waitFor();
      assert.equal(
        await page.getByTestId('mapping-name-error').textContent(),
        'Should be alphanumeric only. No special characters and/or spaces.',
      );
      assert.equal(await page.getByTestId('mapping-select-template').isDisabled(), true);
      // the suggestion fills the field; blur checks it
      await page.getByTestId('mapping-name-suggestion').click();
      assert.equal(await page.getByTestId('mapping-name').inputValue(), NAME);
      await page.getByTestId('mapping-name').focus();
      await page.getByTestId('mapping-name').blur();
      await page.getByTestId('mapping-name-valid').waitFor();
      await expect(
        async () => !(await page.getByTestId('mapping-select-template').isDisabled()),
        'Select New Template enabled',
      );

      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('mapping-select-template').click();
      await (await chooser).setFiles(INVOICE);
      await waitForToast(page, 'The template has been successfully uploaded.', 60_000);
      await page.getByTestId('orientation-question').waitFor();
      await page.getByTestId('field-mapping').waitFor();
      await page.getByTestId('pdf-page').first().waitFor({ timeout: 20_000 });
      await page
        .getByTestId('pdf-viewer-loading')
        .waitFor({ state: 'detached', timeout: 20_000 })
        .catch(() => undefined);
      // the Form tab opens first (the invoice has header fields), with one row per extracted key
      await page.getByTestId('form-tab').waitFor();
      assert.ok((await page.getByTestId('form-row').count()) >= 3, 'header field rows listed');
    });

    step('maps two header fields and a table column; Confirm lists them', async () => {
      const subtotal = page.locator('[data-testid="form-row"][data-key="Subtotal"]');
      const total = page.locator('[data-testid="form-row"][data-key="Total"]');
      assert.equal(await subtotal.getByTestId('form-row-value').textContent(), '$ 262.90');
      await pick('form-row-field', 'Subtotal', subtotal);
      await pick('form-row-field', 'Total Amount', total);
      await expect(
        async () => (await total.getByTestId('form-row-field').inputValue()) === 'Total Amount',
        'Total mapped',
      );
      // the selected row is highlighted on the PDF
      await total.getByTestId('form-row-key').click();
      await expect(
        async () => (await page.locator('[data-testid="pdf-highlight"][data-tone="active"]').count()) === 1,
        'active highlight on the PDF',
      );
      await shot('mapping-form-tab');

      // Table 2 holds the invoice lines (Description, Quantity, Unit Price, Disc.% Taxes, Amount)
      await page.getByTestId('mapping-tab-table-2').click();
      const tab = page.getByTestId('table-tab-2');
      await tab.waitFor();
      assert.equal(
        await tab.getByTestId('table-col-check-1').isDisabled(),
        true,
        'columns disabled while capture is No',
      );
      await tab.getByTestId('table-capture-yes').check();
      await expect(
        async () => await tab.getByTestId('table-next').isDisabled(),
        'Next disabled while Yes and nothing mapped',
      );
      await tab.getByTestId('table-col-check-1').click();
      // the Mantine Modal root carries the test id but has no box of its own: wait on the dialog role
      const dialog = page.getByRole('dialog', { name: 'Map selected column to a field' });
      await dialog.waitFor();
      assert.equal(await dialog.getByTestId('column-map-add').isDisabled(), true);
      await pick('column-map-field', 'Description', dialog);
      await dialog.getByTestId('column-map-add').click();
      await dialog.waitFor({ state: 'hidden' });
      await expect(
        async () => ((await tab.getByTestId('table-col-field-1').textContent()) ?? '') === 'Description',
        'column 1 → Description badge',
      );
      await tab.getByTestId('table-col-check-5').click();
      await dialog.waitFor();
      await pick('column-map-field', 'Line Amount', dialog);
      await dialog.getByTestId('column-map-add').click();
      await dialog.waitFor({ state: 'hidden' });
      await expect(
        async () => ((await tab.getByTestId('table-col-field-5').textContent()) ?? '') === 'Line Amount',
        'column 5 → Line Amount badge',
      );
      assert.equal(await tab.getByTestId('table-next').isDisabled(), false);
      await expect(async () => (await page.getByTestId('pdf-highlight').count()) > 0, 'table highlights on the PDF');
      await shot('mapping-table-tab');

      await page.getByTestId('mapping-finalise').click();
      await page.getByTestId('confirm-tab').waitFor();
      const confirm = (await page.getByTestId('confirm-row').allTextContents()).join(' | ');
      for (const name of ['Subtotal', 'Total Amount', 'Description', 'Line Amount'])
        assert.ok(confirm.includes(name), `confirm lists ${name}: ${confirm}`);
      assert.ok(await page.getByText('Information on the Commercial Invoice').isVisible());
      await shot('mapping-confirm-tab');
      await page.getByTestId('confirm-next').click();
      await page.getByTestId('destination-step').waitFor();
    });

    step(
      'step 1: FTP source folder and FTP destination verified against a real FTP server, e-mail chips, saved as draft',
      async () => {
        // sources: Manual Upload, and an FTP folder (beyond the spec's panel, issue 30 point 7)
        await page.getByTestId('source-select').click();
        await page.getByRole('option', { name: 'Manual Upload', exact: true }).click();
        await page.getByRole('option', { name: 'FTP', exact: true }).click();
        await page.keyboard.press('Escape');
        await page.getByTestId('source-manual-upload').waitFor();
        await page.getByTestId('ftp-in-host').fill(ftp.host);
        await page.getByTestId('ftp-in-user').fill(FTP_USER);
        await page.getByTestId('ftp-in-password').fill(FTP_PASSWORD);
        await page.getByTestId('ftp-in-port').fill(String(ftp.port));
        const folder = page.getByTestId('ftp-in-folder');
        assert.match(
          (await page.getByTestId('ftp-in-panel').textContent()) ?? '',
          /Taken files move to done\/ inside it\./,
          'the folder field says what it is for',
        );
        await folder.fill('../invoices');
        await page
          .getByText("Folder must be a folder on the server, such as /invoices/in or inbox, without '..'.")
          .waitFor();
        assert.equal(
          await page.getByTestId('ftp-in-verify').isDisabled(),
          true,
          "a folder with '..' cannot be verified",
        );
        // a folder the server does not have: the check lists it, so it fails
        await folder.fill('invoices/in');
        await page.getByTestId('ftp-in-verify').click();
        await expect(
          async () => (await page.getByTestId('ftp-in-verify-result').getAttribute('data-ok')) === 'false',
          'a missing folder fails the check',
          20_000,
        );
        fs.mkdirSync(path.join(ftp.root, 'invoices', 'in'), { recursive: true });
        await page.getByTestId('ftp-in-verify').click();
        await expect(
          async () =>
            (await page.getByTestId('ftp-in-verify-result').textContent()) === 'The connection was successful.',
          'the folder is there now',
          20_000,
        );

        await page.getByTestId('destination-select').click();
        await page.getByRole('option', { name: 'FTP', exact: true }).click();
        await page.getByRole('option', { name: 'Email Attachment', exact: true }).click();
        await page.keyboard.press('Escape');

        await page.getByTestId('ftp-out-host').fill(ftp.host);
        await page.getByTestId('ftp-out-user').fill(FTP_USER);
        await page.getByTestId('ftp-out-password').fill(FTP_PASSWORD);
        await page.getByTestId('ftp-out-port').fill(String(ftp.port));
        assert.equal(
          await page.getByTestId('ftp-out-verify').isDisabled(),
          true,
          'Verify needs a file format for a destination',
        );
        await pick('ftp-out-file-format', 'JSON');
        // a wrong password: the FTP server's own answer is relayed
        await page.getByTestId('ftp-out-password').fill('wrong-password');
        await page.getByTestId('ftp-out-verify').click();
        await expect(
          async () => /530/.test((await page.getByTestId('ftp-out-verify-result').textContent()) ?? ''),
          "the server's 530 answer shown",
          20_000,
        );
        await page.getByTestId('ftp-out-password').fill(FTP_PASSWORD);
        await page.getByTestId('ftp-out-verify-result').waitFor({ state: 'detached' });
        await page.getByTestId('ftp-out-verify').click();
        const verified = page.getByTestId('ftp-out-verify-result');
        await verified.waitFor({ timeout: 20_000 });
        assert.equal(await verified.textContent(), 'The connection was successful and the folder is writable.');
        await waitForToast(page, 'The connection was successful and the folder is writable.');
        // the write probe was removed again
        assert.deepEqual(
          fs.readdirSync(ftp.root).filter((f) => f.startsWith('.paperbridge-probe')),
          [],
        );

        const chips = page.getByTestId('destination-emails-input');
        await chips.fill('not-an-address');
        await chips.press('Enter');
        await page.getByTestId('destination-emails-error').waitFor();
        assert.equal(await page.getByTestId('destination-emails-error').textContent(), 'Please provide a valid email.');
        // the chip error reaches the step through an effect: one render later
        await expect(
          async () => await page.getByTestId('step1-submit').isDisabled(),
          'submit disabled while an e-mail is invalid',
        );
        await chips.fill('Ops@Harbour.example ');
        await chips.press('Enter');
        await chips.fill('ledger@harbour.example');
        await chips.press(',');
        await expect(async () => (await page.getByTestId('destination-emails-chip').count()) === 2, 'two chips');
        assert.deepEqual(
          await page
            .getByTestId('destination-emails-chip')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-email'))),
          ['ops@harbour.example', 'ledger@harbour.example'],
        );
        await pick('destination-email-format', 'JSON');
        await expect(async () => !(await page.getByTestId('step1-submit').isDisabled()), 'submit enabled again');
        await shot('mapping-step1');

        await page.getByTestId('step1-save-draft').click();
        await waitForToast(page, 'Mapping has been saved.');
        await page.waitForURL(/\/admin\/manage-mapping$/);
        const row = await mappingRow(NAME);
        await row.waitFor();
        await row.getByTestId('mapping-row-draft').waitFor();
        assert.equal(await row.getByTestId('mapping-row-client').textContent(), CLIENT_NAME);
        assert.equal(await row.getByTestId('mapping-row-document').textContent(), 'AzureInterior.pdf');
        await shot('mapping-list-draft');
      },
    );

    let cnId = '';
    /** The saved mapping exactly as the server sends it, for the FTP password that must never be in it. */
    const savedText = () =>
      rawAnswerText(product.url, CALLS.mapping.getConfigurationById, { token, query: { CnId: cnId } });
    step('the draft read back through the API: no password, no template yet', async () => {
      const list = okResult(await call(product.url, CALLS.mapping.getConfigurationList, { token }));
      cnId = list.find((r) => r.configName === NAME)!.cnId;
      assert.ok(cnId);
      const one = await call(product.url, CALLS.mapping.getConfigurationById, { token, query: { CnId: cnId } });
      assert.equal(one.status, 200);
      assert.equal(one.result.draftMode, true);
      assert.equal(one.result.hasTemplate, false, 'a draft learns no template');
      const ftpOut = one.result.endPointsConfigRequest.config.ftpOut;
      assert.equal(ftpOut?.password, '');
      assert.equal(ftpOut?.hasPassword, true);
      assert.ok(!(await savedText()).includes(FTP_PASSWORD), 'the FTP password never comes back');
      assert.equal(one.result.endPointsConfigRequest.config.ftpIn?.path, 'invoices/in', 'the source folder is kept');
    });

    step('edit: the stored FTP password is kept; Finish and submit updates it without Draft', async () => {
      const row = await mappingRow(NAME);
      await row.getByTestId('mapping-edit').click();
      await page.waitForURL(new RegExp(`/admin/edit-mapping/${cnId}$`));
      await page.getByTestId('field-mapping').waitFor({ timeout: 20_000 });
      assert.equal(await page.getByTestId('edit-name').inputValue(), NAME);
      assert.equal(await page.getByTestId('edit-client').inputValue(), CLIENT_NAME);
      assert.equal(await page.getByTestId('edit-name').getAttribute('readonly'), '');
      await page.getByTestId('pdf-page').first().waitFor({ timeout: 20_000 });
      // the choices came back
      const total = page.locator('[data-testid="form-row"][data-key="Total"]');
      await expect(
        async () => (await total.getByTestId('form-row-field').inputValue()) === 'Total Amount',
        'Total still mapped on edit',
      );
      await shot('mapping-edit-form');
      await page.getByTestId('mapping-finalise').click();
      await page.getByTestId('confirm-tab').waitFor();
      await page.getByTestId('confirm-next').click();
      await page.getByTestId('destination-step').waitFor();
      assert.equal(await page.getByTestId('ftp-out-host').inputValue(), ftp.host);
      assert.equal(await page.getByTestId('ftp-in-folder').inputValue(), 'invoices/in');
      assert.equal(await page.getByTestId('ftp-out-password').inputValue(), '');
      await page.getByTestId('ftp-out-panel').getByText('A password is saved for this connection.').waitFor();
      assert.equal(await page.getByTestId('destination-emails-chip').count(), 2);
      await shot('mapping-edit-step1');
      await page.getByTestId('step1-submit').click();
      await waitForToast(page, 'The mapping has been successfully updated.', 30_000);
      await page.waitForURL(/\/admin\/manage-mapping$/);
      const updated = await mappingRow(NAME);
      await updated.waitFor();
      await expect(
        async () => (await updated.getByTestId('mapping-row-draft').count()) === 0,
        'no Draft badge after the final save',
      );
    });

    step('the final mapping read back through the API: template saved, password still hidden', async () => {
      const one = okResult(
        await call(product.url, CALLS.mapping.getConfigurationById, { token, query: { CnId: cnId } }),
      );
      assert.equal(one.draftMode, false);
      assert.equal(one.hasTemplate, true, 'the final save learned the template');
      assert.equal(one.endPointsConfigRequest.config.ftpOut?.password, '');
      assert.equal(one.endPointsConfigRequest.config.ftpOut?.hasPassword, true);
      assert.ok(!(await savedText()).includes(FTP_PASSWORD));
    });

    step('the mapped document opens in a new tab as a PDF', async () => {
      const row = await mappingRow(NAME);
      const [popup] = await Promise.all([
        page.context().waitForEvent('page'),
        row.getByTestId('mapping-row-document').click(),
      ]);
      // the tab opens blank at once (no pop-up block), then goes to the signed file link
      await popup.waitForURL((url) => callOfPath(url.pathname)?.path === CALLS.mapping.getFile.path);
      // headless Chromium draws its PDF viewer out of process (a screenshot shows only its grey frame, and the
      // responses it reports are the viewer's): fetch the signed link itself and check what it serves
      const res = await fetch(popup.url());
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'application/pdf');
      assert.match(res.headers.get('content-disposition') ?? '', /^inline/);
      const bytes = Buffer.from(await res.arrayBuffer());
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      assert.equal(bytes.length, fs.statSync(INVOICE).size, 'the mapped document is the uploaded template');
      await popup.close();
    });

    step('a taken name is refused with a suggestion', async () => {
      await openAdmin(page, product.url, '/admin/create-mapping', 'page-create-mapping');
      await pick('mapping-client', CLIENT_NAME);
      await pick('mapping-doc-type', 'Commercial Invoice');
      await page.getByTestId('mapping-name').fill(NAME.toLowerCase());
      await page.getByTestId('mapping-name').blur();
      await page.getByTestId('mapping-name-invalid').waitFor();
      // names are unique case-insensitively; the suggestion keeps the typed spelling with the next free number
      assert.equal(
        await page.getByTestId('mapping-name-error').textContent(),
        'This mapping name is already in use. Suggested name: azureinv2',
      );
      assert.equal(await page.getByTestId('mapping-select-template').isDisabled(), true);
    });

    step('a client with a mapping cannot be deleted: the server message is shown', async () => {
      await openAdmin(page, product.url, '/admin/manage-client', 'page-manage-client');
      const row = page.getByTestId('clients-table-row').filter({ hasText: CLIENT_EMAIL });
      await row.getByTestId('client-delete').click();
      await page.getByTestId('client-delete-dialog-confirm').click();
      await waitForToast(page, 'This client can not be deleted as it has mappings. Delete its mappings first.');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      assert.equal(await row.count(), 1);
      await openAdmin(page, product.url, '/admin/manage-mapping', 'page-manage-mapping');
      await (await mappingRow(NAME)).waitFor();
    });

    step('delete with the confirmation', async () => {
      const row = await mappingRow(NAME);
      await row.getByTestId('mapping-delete').click();
      await page.getByRole('dialog').getByText('Are you sure, you want to delete this mapping?').waitFor();
      await page.getByTestId('mapping-delete-dialog-confirm').click();
      await waitForToast(page, 'Mapping has been deleted successfully.');
      await expect(async () => (await (await mappingRow(NAME)).count()) === 0, 'the mapping left the list');
      await page.getByTestId('mappings-table-empty').waitFor();
      const gone = await call(product.url, CALLS.mapping.getConfigurationById, { token, query: { CnId: cnId } });
      assert.equal(gone.status, 404);
    });
  },
);
