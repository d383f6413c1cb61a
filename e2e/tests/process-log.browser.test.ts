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
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '@paperbridge/test-kit/providers/webhook-receiver.ts';
import { unzip } from '../support/unzip.ts';
import { freePort } from '@paperbridge/test-kit/free-port.ts';
import nodemailer from 'nodemailer';
import { CALLS, EMAIL_REFUSAL } from '@paperbridge/contracts';
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { call } from '@paperbridge/test-kit/call.ts';
import { okResult } from '@paperbridge/test-kit/ok-result.ts';

const dmy = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** The date-and-time an Australian company reads (spec 000 §9): DD MMM YYYY hh:mm A. */
const AU_MOMENT = /^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} [AP]M$/;

/**
 * Issue 10 point 4: a delivered document is found in the Process Log, resent to its webhook from
 * there (the receiver gets it again, as a new message), and the mapping's documents of a date range
 * are downloaded as a file whose content is the delivered data. Issue 30 point 7: each document's source
 * (uploaded by whom, e-mailed from whom) and the refused e-mails, sent through the built-in SMTP receiver.
 * Issue 26: a resend asks first, the download range ends today, and the delivery time is shown apart from the
 * processing time.
 */
describe('Process Log: find a delivered document, resend it, download a date range', () => {
  const session = browserSession();
  let product: Product;
  let page: Page;
  let token = '';
  let cnId = '';
  let receiver: WebhookReceiver | undefined;
  let hits: ReceivedWebhook[] = [];
  let smtpPort = 0;
  let inbound = '';

  before(async () => {
    receiver = await startWebhookReceiver();
    hits = receiver.requests;
    const url = receiver.url;
    // the receiver is on loopback, which the SSRF guard refuses unless allowed
    smtpPort = await freePort();
    ({ product, token } = await session.start({
      email: 'log@harbour.example',
      company: 'Harbour Log',
      env: {
        SSRF_ALLOW_HOSTS: '127.0.0.1',
        INBOUND_SMTP_PORT: String(smtpPort),
        INBOUND_SMTP_HOST: '127.0.0.1',
        INBOUND_EMAIL_DOMAIN: 'in.harbour.example',
      },
    }));
    await redeemFirstCoupon(product.url, token);
    cnId = await createCoolblueMappingByApi(product.url, token, {
      configName: 'PROCLOG1',
      clientEmail: 'orders@coolblue.example',
      request: { destinationEmails: [], webhookEndPoint: url },
      config: { isEmailConfig: true, emailList: ['bea@coolblue.example'] },
    });
    const saved = okResult(
      await call(product.url, CALLS.mapping.getConfigurationById, { token, query: { CnId: cnId } }),
    );
    assert.ok(saved.inboundEmail, 'the mapping has an inbound address');
    inbound = saved.inboundEmail;
    await uploadDocumentsByApi(product.url, token, cnId, [coolblue(2)]);
    await expect(async () => hits.length === 1, 'the receiver got the document', 180_000);
    page = await session.signIn();
  });
  after(async () => {
    await session.close();
    await receiver?.close();
  });

  const step = failFastSteps('process-log', () => page);

  step('the Process Log lists the delivered document with its mapping and a green Webhook resend icon', async () => {
    await openAdmin(page, product.url, '/admin/file-logs', 'page-file-logs');
    const row = page.getByTestId('file-log-row').filter({ hasText: '992288600' });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /PROCLOG1/);
    assert.match((await row.textContent()) ?? '', /coolblue2\.pdf/);
    const icon = row.getByTestId('resend-Webhook');
    await expect(
      async () => (await icon.getAttribute('data-status')) === 'success',
      'the webhook delivery shows as sent',
    );
    assert.equal(await icon.isEnabled(), true, 'approval not required, not deleted: resend enabled (spec 002 §4)');
    await shotFromTop(page, 'process-log');
  });

  step(
    'Processed and Delivered are two columns: when the data was read, and when the webhook got it (issue 26)',
    async () => {
      const headers = await page.getByTestId('file-log').locator('th').allTextContents();
      assert.ok(headers.includes('Processed') && headers.includes('Delivered'), headers.join(', '));
      assert.ok(!headers.includes('Process date'), headers.join(', '));
      const row = page.getByTestId('file-log-row').filter({ hasText: '992288600' });
      await expect(
        async () => AU_MOMENT.test((await row.getByTestId('log-delivered').textContent()) ?? ''),
        'the delivery time is shown',
      );
      assert.match((await row.getByTestId('log-processed').textContent()) ?? '', AU_MOMENT);
      // the same moments the server keeps: processedAt (read and mapped) and the webhook's sentAt
      const log = okResult(await call(product.url, CALLS.delivery.sentFileLog, { token, body: {} }));
      const mine = log.fileDetails.find((r) => r.docRefs === '992288600')!;
      const sentAt = Date.parse(mine.deliveries.find((d) => d.destination === 'Webhook')!.sentAt!);
      assert.ok(sentAt >= Date.parse(mine.processDate!), 'delivered after it was processed');
    },
  );

  step('searching finds it; Resend sends it to the receiver again as a new message', async () => {
    await page.getByTestId('log-search').fill('coolblue2');
    await expect(
      async () => (await page.getByTestId('file-log-total').textContent()) === '1 total',
      'the search is applied on the server',
      15_000,
    );
    // issue 26: the badge asks first, naming the document and the destination; Cancel sends nothing
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes(CALLS.delivery.resendDocData.path) && asked.push(r.url()));
    await page.getByTestId('file-log-row').first().getByTestId('resend-Webhook').click();
    const confirm = page.getByTestId('resend-confirm');
    assert.equal(
      await confirm.getByTestId('resend-confirm-question').textContent(),
      'Send the data of 992288600 (coolblue2.pdf) to Webhook again?',
    );
    assert.match(
      (await confirm.getByTestId('resend-confirm-detail').textContent()) ?? '',
      /^It was delivered to 127\.0\.0\.1:\d+ on .+\. Webhook receives it again, as a new message\.$/,
    );
    await shotFromTop(page, 'process-log-resend-confirm');
    await confirm.getByTestId('resend-confirm-cancel').click();
    await confirm.getByTestId('resend-confirm-question').waitFor({ state: 'detached' });
    await new Promise((r) => setTimeout(r, 1_000));
    assert.deepEqual(asked, [], 'Cancel sent nothing');
    assert.equal(hits.length, 1);

    await page.getByTestId('file-log-row').first().getByTestId('resend-Webhook').click();
    await confirm.getByTestId('resend-confirm-confirm').click();
    await waitForToast(page, 'Data has been sent to your destination.');
    assert.equal(asked.length, 1);
    await expect(async () => hits.length === 2, 'the receiver got it again', 60_000);
    assert.notEqual(hits[1]!.id, hits[0]!.id, 'a new webhook-id, so the receiver shows it');
    assert.equal(JSON.parse(hits[1]!.body).fields['Invoice Number'], '992288600');
  });

  step(
    'the Download Document modal starts a week ago and ends today (issue 26), and downloads the range as a file of the delivered data',
    async () => {
      await page.getByTestId('file-log-row').first().getByTestId('log-download').click();
      const modal = page.getByTestId('download-modal');
      await modal.getByTestId('download-submit').waitFor();
      const today = new Date();
      const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7);
      const field = (label: string) => modal.locator('.mantine-InputWrapper-root').filter({ hasText: label });
      assert.equal(await field('From Date').locator('button').first().textContent(), dmy(weekAgo), 'From Date');
      assert.equal(await field('End Date').locator('button').first().textContent(), dmy(today), 'End Date is today');
      assert.equal(await modal.getByTestId('download-submit').isEnabled(), true);
      await shotFromTop(page, 'process-log-download');

      // end ≥ start: the End Date's calendar offers no day before the From Date
      await field('End Date').locator('button').first().click();
      const calendar = page.locator('[data-dates-dropdown]');
      await calendar.waitFor();
      if (weekAgo.getMonth() !== today.getMonth())
        await calendar.locator('[data-direction="previous"]').first().click();
      const fromLabel = `${weekAgo.getDate()} ${weekAgo.toLocaleString('en-US', { month: 'long' })} ${weekAgo.getFullYear()}`;
      await calendar.getByLabel(fromLabel, { exact: true }).waitFor();
      assert.equal(await calendar.getByLabel(fromLabel, { exact: true }).getAttribute('data-disabled'), null);
      const days = await calendar
        .locator('button[aria-label]')
        .evaluateAll((els) => els.map((e) => [e.getAttribute('aria-label'), e.hasAttribute('data-disabled')] as const));
      const before = days.filter(([label]) => Date.parse(label!) < weekAgo.getTime());
      assert.ok(
        before.every(([, disabled]) => disabled),
        `days before the From Date are disabled: ${before
          .filter(([, d]) => !d)
          .map(([l]) => l)
          .join(', ')}`,
      );
      // closed by its own field (Escape would close the modal too)
      await field('End Date').locator('button').first().click();
      await calendar.waitFor({ state: 'hidden' });

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        modal.getByTestId('download-submit').click(),
      ]);
      assert.equal(download.suggestedFilename(), `PROCLOG1_${ymd(weekAgo)}_${ymd(today)}.zip`);
      const entries = unzip(fs.readFileSync((await download.path())!));
      const json = [...entries.keys()].filter((n) => n.endsWith('.json'));
      assert.equal(
        json.length,
        1,
        `one document, in the mapping's format (JSON for a webhook): ${[...entries.keys()].join(', ')}`,
      );
      const data = JSON.parse(entries.get(json[0]!)!.toString('utf8'));
      assert.equal(data.fields['Invoice Number'], '992288600');
      assert.equal(data.mapping, 'PROCLOG1');
      assert.match(entries.get('documents.csv')!.toString('utf8'), /992288600,coolblue2\.pdf,/);
    },
  );

  step('Download is disabled while a date is empty (spec 002 §5)', async () => {
    await page.getByTestId('file-log-row').first().getByTestId('log-download').click();
    const modal = page.getByTestId('download-modal');
    await modal.getByTestId('download-submit').waitFor();
    // the From Date field's clear button (the field itself is a button too)
    await modal.locator('.mantine-InputWrapper-root').filter({ hasText: 'From Date' }).locator('button').nth(1).click();
    await expect(async () => !(await modal.getByTestId('download-submit').isEnabled()), 'Download is disabled');
    await shotFromTop(page, 'process-log-download-empty');
  });

  step(
    'the Source column says who sent each document; a refused e-mail is listed with its reason (issue 30 point 7)',
    async () => {
      const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
      await smtp.sendMail({
        from: 'Bea <bea@coolblue.example>',
        to: inbound,
        subject: 'Factuur 993548900',
        attachments: [{ filename: 'coolblue1.pdf', content: fs.readFileSync(coolblue(1)) }],
      });
      await smtp.sendMail({
        from: 'someone@elsewhere.example',
        to: inbound,
        subject: 'Rechnung 471102',
        attachments: [{ filename: 'coolblue1.pdf', content: fs.readFileSync(coolblue(1)) }],
      });
      // the e-mails are taken in the background: wait for both on the server, then look as the user does
      await expect(
        async () => {
          await new Promise((r) => setTimeout(r, 500));
          const log = okResult(await call(product.url, CALLS.delivery.sentFileLog, { token, body: {} }));
          const refusedNow = okResult(await call(product.url, CALLS.delivery.refusedLog, { token, body: {} }));
          return log.fileDetails.some((r) => r.fileName === 'coolblue1.pdf') && refusedNow.recordCount === 1;
        },
        'the e-mailed document and the refused e-mail are recorded',
        120_000,
      );
      await page.reload();
      await page.getByTestId('page-file-logs').waitFor();
      const mailed = page.getByTestId('file-log-row').filter({ hasText: 'coolblue1.pdf' });
      await mailed.waitFor();
      assert.equal(await mailed.getByTestId('log-source').textContent(), 'E-mail from bea@coolblue.example');
      const uploaded = page.getByTestId('file-log-row').filter({ hasText: 'coolblue2.pdf' });
      assert.equal(await uploaded.getByTestId('log-source').textContent(), 'Upload by log@harbour.example');
      await shotFromTop(page, 'process-log-source');

      await page.getByTestId('log-tab-refused').click();
      const refused = page.getByTestId('refused-log-row');
      await refused.waitFor();
      assert.equal(await refused.count(), 1);
      assert.equal(await refused.getByTestId('refused-from').textContent(), 'E-mail from someone@elsewhere.example');
      assert.equal(await refused.getByTestId('refused-subject').textContent(), 'Rechnung 471102');
      assert.equal(await refused.getByTestId('refused-reason').textContent(), EMAIL_REFUSAL.unknownSender);
      await shotFromTop(page, 'process-log-refused');
    },
  );
});
