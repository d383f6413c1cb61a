import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, like } from 'drizzle-orm';
import { makePdf } from '@paperbridge/engine/testing';
import { rawPdf } from '@paperbridge/engine/testing/bombs';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { type SeededUser } from '../testing/seed-user.ts';
import { seedFundedUser } from '../testing/seed-funded-user.ts';
import { documentStages, documents, outboxMessages } from '../db/schema/index.ts';
import { startWebhookReceiver, type WebhookReceiver } from '@paperbridge/test-kit/providers/webhook-receiver.ts';
import { createNumberedInvoiceMapping } from './test-support/numbered-invoice.ts';
import { drainThroughDelivery } from './test-support/drain-pipeline.ts';

const catalog = (more = '') => `<< /Type /Catalog /Pages 2 0 R ${more} >>`;
const page = (more = '') => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${more} >>`;

/** Hostile but valid PDFs with nothing on their pages to read (issue 24 point 7). */
async function blankPdfs(): Promise<[string, Uint8Array][]> {
  const nested = '['.repeat(200) + ']'.repeat(200);
  return [
    ['empty-page.pdf', await makePdf([{}])],
    [
      'open-action-js.pdf',
      rawPdf([
        catalog('/OpenAction 4 0 R'),
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        page(),
        '<< /S /JavaScript /JS (app.alert\\(1\\)) >>',
      ]),
    ],
    ['lying-count.pdf', rawPdf([catalog(), '<< /Type /Pages /Kids [3 0 R] /Count 1000 >>', page()])],
    ['deep-nesting.pdf', rawPdf([catalog(), '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', page(`/Nested ${nested}`)])],
    [
      'recursive-xobject.pdf',
      rawPdf([
        catalog(),
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        page('/Resources << /XObject << /X1 5 0 R >> >> /Contents 4 0 R'),
        { dict: '', data: Buffer.from('/X1 Do') },
        {
          dict: '/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources << /XObject << /X1 5 0 R >> >>',
          data: Buffer.from('/X1 Do'),
        },
      ]),
    ],
  ];
}

describe('A blank document is never delivered as a success (issue 24 point 7)', () => {
  let t: TestApp;
  let a: SeededUser;
  let rx: WebhookReceiver;
  let apiToken: string;

  before(async () => {
    rx = await startWebhookReceiver();
    t = await startTestApp({ SSRF_ALLOW_HOSTS: '127.0.0.1' });
    a = await seedFundedUser(t);
    await createNumberedInvoiceMapping(t.url, a.token, {
      configName: 'BLANK1',
      clientEmail: 'ap@blank.example',
      request: { isAPI: true, webhookEndPoint: rx.url, destinationEmails: [] },
    });
    await t.ctx.jobs.drain('send-email');
    const [mail] = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, a.email), like(outboxMessages.subject, 'Your Paperbridge API token%')));
    apiToken = /pb_live_[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0] ?? '';
    assert.ok(apiToken, 'the mapping has an API token');
  });
  after(async () => {
    await t?.close();
    await rx?.close();
  });

  it('the stuck-document sweeper runs as a scheduled durable job once workers start, its next run already queued (issue 24 point 3)', async () => {
    const runs = async () =>
      t.ctx.database.query<{ state: string; later: boolean }>(
        "select state, start_after > now() as later from pgboss.job where name = 'sweep-stuck-documents'",
      );
    for (let i = 0; i < 1800 && !(await runs()).some((r) => r.state === 'completed'); i++)
      await new Promise((r) => setTimeout(r, 100));
    const rows = await runs();
    assert.ok(
      rows.some((r) => r.state === 'completed'),
      `the first sweep ran: ${JSON.stringify(rows)}`,
    );
    assert.ok(
      rows.some((r) => r.state === 'created' && r.later),
      `the next one waits for its slot: ${JSON.stringify(rows)}`,
    );
  });

  it('blank and hostile PDFs sent through the API source wait for review with "Nothing was read" first, or fail with their reason; none goes out', async () => {
    const taken: { name: string; dtId: string }[] = [];
    for (const [name, bytes] of await blankPdfs()) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const res = await fetch(`${t.url}/api/v1/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiToken}` },
        body: form,
      });
      const answer = (await res.json()) as { message: string; result: { dtId: string } | null };
      // refused at the door, with its reason, is not delivered either
      if (res.status !== 200 && res.status !== 201 && res.status !== 202) {
        assert.ok(res.status >= 400 && res.status < 500 && answer.message, `${name}: ${res.status} ${answer.message}`);
        continue;
      }
      taken.push({ name, dtId: answer.result!.dtId });
    }
    assert.ok(
      taken.some((d) => d.name === 'empty-page.pdf') && taken.some((d) => d.name === 'open-action-js.pdf'),
      JSON.stringify(taken),
    );
    await drainThroughDelivery(t);

    for (const { name, dtId } of taken) {
      const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.id, dtId));
      assert.ok(doc!.status === 'awaiting_review' || doc!.status === 'failed', `${name}: ${doc!.status}`);
      if (doc!.status === 'failed') {
        assert.ok(doc!.errorMessage, `${name} failed with its reason`);
        continue;
      }
      assert.equal(doc!.approvalStatus, 0, name);
      const [review] = await t.ctx.db
        .select()
        .from(documentStages)
        .where(and(eq(documentStages.documentId, dtId), eq(documentStages.step, 'review')));
      assert.equal(review!.errors[0]!.code, 'nothing_read', `${name}: ${JSON.stringify(review!.errors)}`);
      assert.match(review!.errors[0]!.message, /^Nothing was read from this document/);
      // the API caller sees it waiting, not delivered
      const got = await fetch(`${t.url}/api/v1/documents/${dtId}`, {
        headers: { authorization: `Bearer ${apiToken}` },
      });
      assert.equal(got.status, 200);
      assert.doesNotMatch(JSON.stringify(await got.json()), /"delivered"/, name);
    }
    const ofBlank = await t.ctx.db.select().from(documentStages).where(eq(documentStages.step, 'deliver'));
    assert.deepEqual(
      ofBlank.filter((s) => taken.some((d) => d.dtId === s.documentId)),
      [],
      'no delivery was even queued',
    );
    assert.equal(rx.requests.length, 0, 'the webhook received nothing');
  });
});
