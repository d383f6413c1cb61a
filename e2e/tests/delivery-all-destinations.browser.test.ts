import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { Product } from '../support/start-product.ts';
import { expect } from '../support/expect.ts';
import { coolblue, createCoolblueMappingByApi } from '../support/coolblue-mapping.ts';
import { browserSession } from '../support/browser-session.ts';
import { failFastSteps, openAdmin, shotFromTop, waitForToast } from '../support/mapping-session.ts';
import { uploadDocumentsByApi } from '../support/upload-documents.ts';
import { startXeroTestServer, XERO_TEST_CONTACT } from '@paperbridge/test-kit/providers/xero-test-server.ts';
import { startSftpTestServer } from '@paperbridge/test-kit/providers/sftp-test-server.ts';
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '@paperbridge/test-kit/providers/webhook-receiver.ts';
import { unzip } from '../support/unzip.ts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { CALLS, type Milestone } from '@paperbridge/contracts';
import { milestoneOf } from '../support/document-state.ts';

type Out = Milestone['out'];

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const SFTP_USER = { username: 'drop', password: 'drop-pass' };

/**
 * Issue 10, Done when: a document processed by a mapping with a webhook, an SFTP destination and Xero
 * (set up on Manage Integrations against a local server speaking Xero's documented API) arrives at all
 * three exactly once, its out steps turn green in the Document Status modal, it is listed in the Process
 * Log, resent from there (each receiver gets a new message), and downloaded for a date range as a file.
 */
describe('one document to a webhook, SFTP and Xero, exactly once; then the Process Log', () => {
  const session = browserSession();
  let product: Product;
  let page: Page;
  let token = '';
  let cnId = '';
  let dtId = '';
  let xero: Awaited<ReturnType<typeof startXeroTestServer>>;
  let sftp: Awaited<ReturnType<typeof startSftpTestServer>>;
  let receiver: WebhookReceiver | undefined;
  let hits: ReceivedWebhook[] = [];
  /** The files the product left in the SFTP folder (a `.part` is a transfer under way). */
  const sftpFiles = () => [...sftp.files.keys()].filter((k) => k.startsWith('/inbox/') && !k.endsWith('.part')).sort();
  const outSteps = async () => (await milestoneOf(product.url, token, dtId)).out;
  const allGreen = (out: Out) =>
    JSON.stringify(out) ===
    JSON.stringify([
      { name: 'FTP', status: true },
      { name: 'Webhook', status: true },
      { name: 'Xero', status: true },
    ]);

  before(async () => {
    receiver = await startWebhookReceiver();
    hits = receiver.requests;
    const url = receiver.url;
    xero = await startXeroTestServer();
    sftp = await startSftpTestServer(SFTP_USER);
    sftp.dirs.add('/inbox');
    // the webhook receiver and the SFTP server are on loopback, which the SSRF guard refuses unless allowed
    ({ product, token } = await session.start({
      email: 'all@harbour.example',
      company: 'Harbour All',
      env: { ...xero.config, SSRF_ALLOW_HOSTS: '127.0.0.1' },
    }));
    await redeemFirstCoupon(product.url, token);
    cnId = await createCoolblueMappingByApi(product.url, token, {
      configName: 'ALLOUT1',
      clientEmail: 'orders@coolblue.example',
      request: { destinationEmails: [], webhookEndPoint: url },
      config: {
        integrationType: 'XERO',
        ftpOut: { host: '127.0.0.1', port: sftp.port, ...SFTP_USER, protocol: 'sftp', path: '/inbox', fileType: 'XML' },
      },
    });
    page = await session.signIn();
  });
  after(async () => {
    await session.close();
    await xero?.close();
    await sftp?.close();
    await receiver?.close();
  });

  const step = failFastSteps('delivery-all', () => page);
  const pick = async (testId: string, option: string) => {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name: option }).click();
  };

  step('Xero is set up on Manage Integrations: out to Xero and back, contact, account and tax type saved', async () => {
    await openAdmin(page, product.url, '/admin/manage-integrations', 'page-manage-integrations');
    await pick('integration-client', 'Coolblue');
    await pick('integration-mapping', 'ALLOUT1');
    await page.getByTestId('integration-open-XERO').click();
    await page.getByTestId('integration-client-id').fill('XERO-CLIENT-ID');
    await page.getByTestId('integration-client-secret').fill('xero-secret');
    await page.getByTestId('integration-connect').click();
    await page.getByTestId('integration-organisation').waitFor({ timeout: 30_000 });
    await pick('integration-customer', XERO_TEST_CONTACT.Name);
    await pick('integration-account', '429 - General Expenses');
    await pick('integration-tax', 'GST on Expenses');
    await page.getByTestId('integration-connect').click();
    await waitForToast(page, 'XERO has been successfully configured.');
    await page.getByTestId('integration-status-XERO').filter({ hasText: 'connected' }).waitFor();
    await shotFromTop(page, 'delivery-all-xero-connected');
  });

  step('a processed invoice arrives once at the webhook, once in the SFTP folder and as one Xero bill', async () => {
    [dtId] = (await uploadDocumentsByApi(product.url, token, cnId, [coolblue(2)])) as [string];
    await expect(async () => allGreen(await outSteps()), 'all three out steps are green', 180_000);
    // a moment more, so that a second delivery (if there were one) would have shown
    await new Promise((r) => setTimeout(r, 2_000));

    assert.equal(hits.length, 1, `the webhook was posted once: ${hits.map((h) => h.id).join(', ')}`);
    assert.match(
      hits[0]!.id,
      new RegExp(`^msg_${dtId.replace(/-/g, '')}_\\d+$`),
      'its webhook-id is made from the document and its attempt',
    );
    const body = JSON.parse(hits[0]!.body);
    assert.equal(body.fields['Invoice Number'], '992288600');
    assert.equal(body.mapping, 'ALLOUT1');

    const files = sftpFiles();
    assert.equal(files.length, 1, `one file in the SFTP folder: ${files.join(', ')}`);
    assert.match(files[0]!, /^\/inbox\/992288600_[0-9a-f]{8}\.xml$/);
    const xml = sftp.files.get(files[0]!)!.data.toString('utf8');
    assert.match(
      xml,
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<document reference="992288600" documentType="Commercial Invoice" documentKind="invoice" mapping="ALLOUT1" client="Coolblue" fileName="coolblue2\.pdf" currency="EUR">/,
      "the mapping's format (XML)",
    );
    assert.match(xml, /<field name="Invoice Number" kind="identifier" raw="992288600">992288600<\/field>/);
    assert.match(
      xml,
      /<field name="Total Amount" kind="amount" raw="€ 4\.904,94" currency="EUR">4904\.94<\/field>/,
      "typed, the page's reading kept (issue 30)",
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
    assert.ok(
      bill.LineItems.length > 0 && bill.LineItems.every((l) => l.AccountCode === '429' && l.TaxType === 'INPUT'),
    );
  });

  step('the dashboard shows its out dot green and the Document Status modal each destination Done', async () => {
    await openAdmin(page, product.url, '/admin/dashboard', 'page-dashboard');
    const row = page.getByTestId('icr-documents-row').filter({ hasText: '992288600' });
    await row.waitFor();
    assert.equal(await row.getByTestId('doc-milestone-out').getAttribute('data-colour'), 'green');
    await row.getByTestId('doc-milestone').click();
    const out = page.getByTestId('document-status').getByTestId('document-status-out');
    for (const destination of ['FTP', 'Webhook', 'Xero']) await out.getByText(`${destination} — Done`).waitFor();
    assert.equal(await out.getByTestId('document-status-step').count(), 3);
    await shotFromTop(page, 'delivery-all-document-status');
    await page.keyboard.press('Escape');
    await page.getByTestId('document-status').waitFor({ state: 'hidden' });
  });

  step('the Process Log lists it with its mapping and a green resend icon per destination', async () => {
    await openAdmin(page, product.url, '/admin/file-logs', 'page-file-logs');
    const row = page.getByTestId('file-log-row').filter({ hasText: '992288600' });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /ALLOUT1/);
    assert.match((await row.textContent()) ?? '', /coolblue2\.pdf/);
    for (const destination of ['FTP', 'Webhook', 'Xero']) {
      const icon = row.getByTestId(`resend-${destination}`);
      await expect(
        async () => (await icon.getAttribute('data-status')) === 'success',
        `the ${destination} delivery shows as sent`,
      );
      assert.equal(
        await icon.isEnabled(),
        true,
        `${destination}: approval not required, not deleted, so resend is enabled (spec 002 §4)`,
      );
    }
    await shotFromTop(page, 'delivery-all-process-log');
  });

  step(
    'Resend from the Process Log: the webhook, the SFTP folder and Xero each get it once more, as a new message',
    async () => {
      const row = page.getByTestId('file-log-row').filter({ hasText: '992288600' });
      for (const destination of ['Webhook', 'FTP', 'Xero']) {
        const answer = page.waitForResponse(
          (r) =>
            r.url().includes(CALLS.delivery.resendDocData.path) && r.url().includes(`destinationMode=${destination}`),
        );
        await row.getByTestId(`resend-${destination}`).click();
        // a resend asks first (issue 26)
        await page.getByTestId('resend-confirm-confirm').click();
        const resend = await answer;
        assert.equal(resend.status(), 200, `${destination}: ${await resend.text()}`);
        await waitForToast(page, 'Data has been sent to your destination.');
      }
      await expect(
        async () => hits.length === 2 && sftpFiles().length === 2 && xero.invoices.length === 2,
        'each destination received the resend',
        60_000,
      );
      await expect(async () => allGreen(await outSteps()), 'the out steps are green again after the resend', 60_000);
      await new Promise((r) => setTimeout(r, 2_000));

      assert.equal(hits.length, 2, 'the webhook got the resend once');
      assert.match(hits[1]!.id, new RegExp(`^${hits[0]!.id}_s\\d+$`), 'a new webhook-id, so the receiver shows it');
      assert.equal(JSON.parse(hits[1]!.body).fields['Invoice Number'], '992288600');
      const files = sftpFiles();
      assert.equal(files.length, 2, `the SFTP folder got one more file: ${files.join(', ')}`);
      assert.match(files[1]!, /^\/inbox\/992288600_[0-9a-f]{8}_s\d+\.xml$/);
      assert.equal(xero.invoices.length, 2, 'Xero got one more bill');
      assert.equal((xero.invoices[1] as { InvoiceNumber: string }).InvoiceNumber, '992288600');
      await expect(
        async () => (await row.getByTestId('resend-Xero').getAttribute('data-status')) === 'success',
        'the Process Log shows the resend as sent',
        15_000,
      );
    },
  );

  step(
    "the Download Document modal downloads the mapping's documents of the date range as a zip of the delivered data",
    async () => {
      await page.getByTestId('file-log-row').filter({ hasText: '992288600' }).getByTestId('log-download').click();
      const modal = page.getByTestId('download-modal');
      await modal.getByTestId('download-submit').waitFor();
      assert.equal(await modal.getByTestId('download-submit').isEnabled(), true);
      await shotFromTop(page, 'delivery-all-download');

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        modal.getByTestId('download-submit').click(),
      ]);
      const today = new Date();
      const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7);
      assert.equal(
        download.suggestedFilename(),
        `ALLOUT1_${ymd(weekAgo)}_${ymd(today)}.zip`,
        'the range is the last week up to today (issue 26)',
      );
      const entries = unzip(fs.readFileSync((await download.path())!));
      assert.deepEqual(
        [...entries.keys()].sort(),
        [sftpFiles()[0]!.replace('/inbox/', ''), 'documents.csv'],
        "one document, in the mapping's own format (its FTP file type, XML), named as delivered",
      );
      const data = entries.get(sftpFiles()[0]!.replace('/inbox/', ''))!.toString('utf8');
      assert.match(data, /<field name="Invoice Number" kind="identifier" raw="992288600">992288600<\/field>/);
      assert.equal(
        data,
        sftp.files.get(sftpFiles()[0]!)!.data.toString('utf8'),
        'the same bytes the SFTP folder received',
      );
      assert.match(entries.get('documents.csv')!.toString('utf8'), /992288600,coolblue2\.pdf,/);
    },
  );
});
