import { after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
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
import { redeemFirstCoupon } from '@paperbridge/test-kit/accounts/redeem-first-coupon.ts';
import { milestoneOf } from '../support/document-state.ts';

/** What a receiver does with the secret the user copied from the mapping screen (standardwebhooks.com). */
function signatureValid(secret: string, hit: ReceivedWebhook): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${hit.headers['webhook-id']}.${hit.headers['webhook-timestamp']}.${hit.body}`)
    .digest('base64');
  return String(hit.headers['webhook-signature']).split(' ').includes(`v1,${mac}`);
}

/**
 * Issue 10: a document processed by a mapping with a webhook arrives at a real receiver, signed with the
 * secret the user reads (and rotates) on the mapping screen; its out step turns green.
 */
describe('webhook delivery and its signing secret, in a real browser', () => {
  const session = browserSession();
  let product: Product;
  let page: Page;
  let token = '';
  let cnId = '';
  let secret = '';
  let receiver: WebhookReceiver | undefined;
  let hits: ReceivedWebhook[] = [];

  before(async () => {
    receiver = await startWebhookReceiver({ path: '/paperbridge' });
    hits = receiver.requests;
    const url = receiver.url;
    // the receiver is on loopback, which the SSRF guard refuses unless allowed
    ({ product, token } = await session.start({
      email: 'hooks@harbour.example',
      company: 'Harbour Hooks',
      env: { SSRF_ALLOW_HOSTS: '127.0.0.1' },
    }));
    await redeemFirstCoupon(product.url, token);
    cnId = await createCoolblueMappingByApi(product.url, token, {
      configName: 'HOOKS1',
      clientEmail: 'orders@coolblue.example',
      request: { destinationEmails: [], webhookEndPoint: url },
    });
    page = await session.signIn();
  });
  after(async () => {
    await session.close();
    await receiver?.close();
  });

  const step = failFastSteps('webhook-delivery', () => page);

  step('the mapping screen shows the webhook signing secret on request', async () => {
    await openAdmin(page, product.url, `/admin/edit-mapping/${cnId}`, 'page-edit-mapping');
    await page.getByTestId('mapping-finalise').click({ timeout: 30_000 });
    await page.getByTestId('confirm-next').click();
    await page.getByTestId('webhook-secret-panel').waitFor();
    assert.match(
      (await page.getByTestId('webhook-secret').textContent()) ?? '',
      /^whsec_•+$/,
      'hidden until asked for',
    );
    await page.getByTestId('webhook-secret-show').click();
    await expect(
      async () => /^whsec_[A-Za-z0-9+/]{32}$/.test((await page.getByTestId('webhook-secret').textContent()) ?? ''),
      'the secret is shown',
    );
    secret = (await page.getByTestId('webhook-secret').textContent())!;
    await shotFromTop(page, 'webhook-secret');
  });

  step(
    'a processed invoice arrives at the receiver once, signed with that secret, and its out step is green',
    async () => {
      const [dtId] = await uploadDocumentsByApi(product.url, token, cnId, [coolblue(2)]);
      await expect(async () => hits.length === 1, 'the receiver got the document', 180_000);
      const hit = hits[0]!;
      assert.ok(signatureValid(secret, hit), 'the signature verifies with the secret shown on screen');
      const body = JSON.parse(hit.body);
      assert.equal(body.fields['Invoice Number'], '992288600');
      assert.equal(body.fields['Total Amount'], 4904.94, 'a number (issue 30)');
      assert.equal(body.raw['Total Amount'], '€ 4.904,94', 'as printed');
      assert.equal(body.mapping, 'HOOKS1');
      await expect(
        async () => {
          const trail = await milestoneOf(product.url, token, dtId!);
          return JSON.stringify(trail.out) === JSON.stringify([{ name: 'Webhook', status: true }]);
        },
        'the out step is green',
        30_000,
      );
      assert.equal(hits.length, 1, 'exactly once');
    },
  );

  step('rotating asks first, then shows a new secret and until when the old one still signs', async () => {
    await page.getByTestId('webhook-secret-rotate').click();
    await page.getByTestId('webhook-secret-dialog-confirm').click();
    await waitForToast(page, 'A new signing secret is in use. The previous one keeps signing beside it for 24 hours.');
    await expect(
      async () => ((await page.getByTestId('webhook-secret').textContent()) ?? secret) !== secret,
      'a new secret is shown',
    );
    await page.getByTestId('webhook-secret-overlap').waitFor();
    assert.match(
      (await page.getByTestId('webhook-secret-overlap').textContent()) ?? '',
      /^The previous secret also signs until \d{2} \w{3} \d{4}/,
    );
  });
});
