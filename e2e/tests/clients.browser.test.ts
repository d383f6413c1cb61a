import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { snapshot } from '../support/browser.ts';
import { expect } from '../support/expect.ts';
import { browserSession } from '../support/browser-session.ts';
import { openAdmin, waitForToast } from '../support/mapping-session.ts';
import { CALLS } from '@paperbridge/contracts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';

/** Spec 002 "Manage clients" in Chromium: add, edit, delete, CSV import with per-row results. */
const EMAIL = 'owner@harbour.example';

describe('manage clients in a real browser (spec 002)', () => {
  const session = browserSession();
  let product: Product;
  let token = '';
  let page: Page;
  let tmp = '';

  before(async () => {
    // the company's own record (a company may map its own documents): listed in the dropdown, never in the table
    ({ product, token } = await session.start({
      email: EMAIL,
      company: 'Harbour Clients',
      client: { companyname: 'Harbour Clients', contectname: 'Owner', email: EMAIL },
    }));
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-e2e-csv-'));
    page = await session.signIn();
  });
  after(async () => {
    await session.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  const rowOf = (email: string) =>
    page
      .getByTestId('clients-table-row')
      .filter({ has: page.getByTestId('client-row-email').getByText(email, { exact: true }) });
  const listedEmails = () => page.getByTestId('client-row-email').allTextContents();
  /** The form modal: the Mantine Modal root has no box of its own, so the dialog role is what shows. */
  const modal = () => page.getByRole('dialog');

  it("the signed-in user's own record is not listed", async () => {
    await openAdmin(page, product.url, '/admin/manage-client', 'page-manage-client');
    await page.getByTestId('clients-table-empty').waitFor();
    const options = okResult(await call(product.url, CALLS.mapping.getAllUsers, { token }));
    assert.ok(
      options.some((o) => o.code === EMAIL),
      'own record stays in the client dropdown',
    );
  });

  it('add: the e-mail messages, Save disabled until valid, then the new row', async () => {
    await page.getByTestId('client-add').click();
    await modal().getByText('Add New Client').waitFor();
    const save = page.getByTestId('client-save');
    assert.equal(await save.isDisabled(), true, 'Save disabled on an empty form');
    await page.getByTestId('client-company-name').fill('Globex Corporation');
    await page.getByTestId('client-contact-name').fill('Hank Scorpio');
    const email = page.getByTestId('client-email');
    await email.fill('hank');
    await email.fill('');
    await email.blur();
    await modal().getByText('Email address is required', { exact: true }).waitFor();
    assert.equal(await save.isDisabled(), true);
    await email.fill('hank@globex');
    await modal().getByText('Invalid email address format', { exact: true }).waitFor();
    assert.equal(await save.isDisabled(), true);
    await snapshot(page, 'clients-add-invalid');
    await email.fill('hank@globex.example');
    await expect(async () => !(await save.isDisabled()), 'Save enabled once valid');
    assert.equal(await modal().getByText('Invalid email address format').count(), 0);
    await save.click();
    await waitForToast(page, 'The client has been successfully added.');
    await modal().waitFor({ state: 'hidden' });
    await rowOf('hank@globex.example').waitFor();
    assert.equal(
      await rowOf('hank@globex.example').getByTestId('client-row-company').textContent(),
      'Globex Corporation',
    );
  });

  it('edit: company and e-mail changed', async () => {
    await rowOf('hank@globex.example').getByTestId('client-edit').click();
    await modal().getByText('Edit Client').waitFor();
    assert.equal(await page.getByTestId('client-email').inputValue(), 'hank@globex.example');
    await page.getByTestId('client-company-name').fill('Globex Pty Ltd');
    await page.getByTestId('client-email').fill('accounts@globex.example');
    await expect(async () => !(await page.getByTestId('client-save').isDisabled()), 'Save enabled');
    await page.getByTestId('client-save').click();
    await waitForToast(page, 'Client has been updated successfully.');
    await rowOf('accounts@globex.example').waitFor();
    assert.equal(
      await rowOf('accounts@globex.example').getByTestId('client-row-company').textContent(),
      'Globex Pty Ltd',
    );
    await expect(async () => !(await listedEmails()).includes('hank@globex.example'), 'old e-mail gone');
  });

  it('CSV upload: a mixed file gives one result per row with each refusal reason', async () => {
    const good = path.join(tmp, 'clients.csv');
    fs.writeFileSync(
      good,
      [
        'Company Name,Contact Name,Email',
        'Initech,Bill Lumbergh,bill@initech.example',
        '"Acme, Inc.",Wile E. Coyote,WILE@acme.example',
        'Initech Again,Peter Gibbons,bill@initech.example',
        'Globex Copy,Hank Scorpio,accounts@globex.example',
        'Umbrella,Albert Wesker,wesker-at-umbrella',
        ',Nobody,nobody@nowhere.example',
        'Soylent,,soylent@green.example',
      ].join('\r\n') + '\r\n',
    );
    await page.getByTestId('client-upload-csv').click();
    const dialog = page.getByRole('dialog', { name: 'Upload Clients (CSV)' });
    await dialog.waitFor();
    assert.equal(await page.getByTestId('client-csv-upload').isDisabled(), true);
    // .csv only
    const notCsv = path.join(tmp, 'clients.txt');
    fs.writeFileSync(notCsv, 'a,b,c@d.example\n');
    await dialog.locator('input[type="file"]').setInputFiles(notCsv);
    await dialog.getByText('Only CSV (.csv) files can be uploaded.').waitFor();
    assert.equal(await page.getByTestId('client-csv-upload').isDisabled(), true);

    await dialog.locator('input[type="file"]').setInputFiles(good);
    await expect(async () => !(await page.getByTestId('client-csv-upload').isDisabled()), 'Upload enabled');
    await page.getByTestId('client-csv-upload').click();
    await page.getByTestId('client-csv-results').waitFor();
    const rows = await page
      .getByTestId('client-csv-result-row')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')),
      );
    await snapshot(page, 'clients-csv-results');
    assert.deepEqual(rows, [
      ['Initech', 'Bill Lumbergh', 'The client has been successfully added.'],
      ['Acme, Inc.', 'Wile E. Coyote', 'The client has been successfully added.'],
      ['Initech Again', 'Peter Gibbons', 'Duplicate e-mail address in this file.'],
      ['Globex Copy', 'Hank Scorpio', 'The email you entered is already in use. Please provide another email address'],
      ['Umbrella', 'Albert Wesker', 'Invalid email address format'],
      ['', 'Nobody', 'Company name is required.'],
      ['Soylent', '', 'Contact name is required.'],
    ]);
    // every reason is readable in full (not cut off with an ellipsis)
    const clipped = await page.getByTestId('client-csv-result-row').evaluateAll((trs) =>
      trs.flatMap((tr) =>
        Array.from(tr.querySelectorAll('td *'), (el) => el as HTMLElement)
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.textContent),
      ),
    );
    assert.deepEqual(clipped, []);
    await page.getByTestId('client-csv-close').click();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf('bill@initech.example').waitFor();
    await rowOf('wile@acme.example').waitFor();
    const emails = await listedEmails();
    for (const refused of ['wesker-at-umbrella', 'nobody@nowhere.example', 'soylent@green.example'])
      assert.ok(!emails.includes(refused), `${refused} not added`);
    assert.ok(!emails.includes(EMAIL), 'own record still not listed');
  });

  it('delete: Cancel keeps the row; Delete removes it', async () => {
    await rowOf('bill@initech.example').getByTestId('client-delete').click();
    await page.getByRole('dialog').getByText('Are you sure, you want to delete the client Initech?').waitFor();
    await page.getByTestId('client-delete-dialog-cancel').click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    assert.equal(await rowOf('bill@initech.example').count(), 1);

    await rowOf('bill@initech.example').getByTestId('client-delete').click();
    await page.getByTestId('client-delete-dialog-confirm').click();
    await waitForToast(page, 'Client has been deleted successfully.');
    await expect(async () => (await rowOf('bill@initech.example').count()) === 0, 'the row left the list');
    await snapshot(page, 'clients-after-delete');
    const details = okResult(await call(product.url, CALLS.mapping.getAllUsersDetails, { token }));
    assert.deepEqual(details.map((r) => r.coEmail).sort(), ['accounts@globex.example', 'wile@acme.example']);
  });
});
