import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { type SeededUser } from '../testing/seed-user.ts';
import { seedFundedUser } from '../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { documentStages, documents, mappings, notifications } from '../db/schema/index.ts';
import { storageFor } from '../connectors/storage/storage-for.ts';
import { submitDocument } from './intake/submit-document.ts';
import { sha256Hex } from './intake/sha256-hex.ts';
import { startWebhookReceiver, type WebhookReceiver } from '@paperbridge/test-kit/providers/webhook-receiver.ts';
import { runStep } from './stages.ts';
import { beginStage } from './stage-record.ts';
import { setDocument } from './stage-document.ts';
import { sweepStuckDocuments } from './stuck/sweep-stuck-documents.ts';
import {
  createNumberedInvoiceMapping,
  numberedInvoice,
  numberedInvoiceNumber,
} from './test-support/numbered-invoice.ts';
import { keepRunning, runDueJobs, runPipeline } from './test-support/step-worker.ts';
import { PIPELINE_QUEUES } from './test-support/drain-pipeline.ts';

/**
 * Issue 24 point 3: documents stuck after a worker crash. The app runs without background workers: the test's
 * own worker (step-worker.ts) runs the real stage jobs one queue at a time, so the test stops exactly where a
 * killed worker stops. Each crash is the state it leaves: a stage recorded and its next job never sent, a job
 * taken and never finished (pg-boss's retries spent), a deliver stage run again after its destinations were sent.
 */
describe('Documents stuck after a worker crash are settled, queued again once, or failed with a notification (issue 24 point 3)', () => {
  let t: TestApp;
  let a: SeededUser;
  let rx: WebhookReceiver;
  let mapping: typeof mappings.$inferSelect;

  before(async () => {
    rx = await startWebhookReceiver();
    // a sweep runs only when the test calls it: the scheduled one is a day away
    t = await startTestApp({ SSRF_ALLOW_HOSTS: '127.0.0.1', STUCK_SWEEP_MINUTES: '1440' }, { workers: false });
    a = await seedFundedUser(t);
    const helpers = keepRunning(t, ['extract-sample', 'send-email']);
    try {
      const cnId = await createNumberedInvoiceMapping(t.url, a.token, {
        configName: 'STUCK1',
        clientEmail: 'ap@stuck.example',
        request: { webhookEndPoint: rx.url, destinationEmails: [] },
      });
      mapping = (await t.ctx.db.select().from(mappings).where(eq(mappings.id, cnId)))[0]!;
    } finally {
      await helpers.stop();
    }
  });
  after(async () => {
    await t?.close();
    await rx?.close();
  });

  const submit = async (n: number) => {
    const bytes = await numberedInvoice(n);
    const key = `api/${crypto.randomUUID()}`;
    await storageFor(t.ctx).put(a.companyId, key, bytes, 'application/pdf');
    const { dtId } = await submitDocument(t.ctx, {
      companyId: a.companyId,
      mapping,
      source: 'api',
      file: {
        fileName: `stuck-${n}.pdf`,
        key,
        size: bytes.length,
        sha256: sha256Hex(bytes),
        pageCount: 1,
        contentType: 'application/pdf',
      },
    });
    return { documentId: dtId, companyId: a.companyId, attempt: 0 };
  };
  const docOf = async (id: string) => (await t.ctx.db.select().from(documents).where(eq(documents.id, id)))[0]!;
  const recordOf = async (id: string, step: 'extract' | 'deliver', destination = '') =>
    (
      await t.ctx.db
        .select()
        .from(documentStages)
        .where(
          and(
            eq(documentStages.documentId, id),
            eq(documentStages.step, step),
            eq(documentStages.destination, destination),
          ),
        )
    )[0]!;
  /** nothing moved the document for two hours, past both deadlines (30 and 60 minutes) */
  const leftForHours = (id: string) =>
    t.ctx.db
      .update(documents)
      .set({ updatedAt: new Date(Date.now() - 7_200_000) })
      .where(eq(documents.id, id));
  const hooksFor = (n: number) => rx.requests.filter((r) => r.body.includes(numberedInvoiceNumber(n))).length;
  /** the document's job in this queue was taken by a worker that was killed, and pg-boss's retries of it died too: it ends failed */
  const killed = async (queue: string, documentId: string) => {
    const rows = await t.ctx.database.query<{ id: string }>(
      "update pgboss.job set state = 'failed', completed_on = now() where name = $1 and data->>'documentId' = $2 and state in ('created', 'retry') returning id",
      [queue, documentId],
    );
    assert.equal(rows.length, 1, `one ${queue} job was waiting`);
  };
  const bell = async () =>
    (await t.ctx.db.select().from(notifications).where(eq(notifications.companyId, a.companyId))).flatMap((n) =>
      n.message.map((m) => `${n.header}: ${m}`),
    );

  it('a deliver stage run again after its destinations succeeded marks the document delivered and sends nothing again', async () => {
    const job = await submit(1);
    await runPipeline(t);
    assert.equal((await docOf(job.documentId)).status, 'delivered');
    assert.equal(hooksFor(1), 1);
    // pg-boss runs the deliver stage's job again when the worker that ran it died before finishing it
    await runStep(t.ctx, 'deliver', job);
    await runPipeline(t);
    assert.equal((await docOf(job.documentId)).status, 'delivered', 'not left delivering');
    assert.equal(hooksFor(1), 1, 'the webhook was not posted again');
  });

  it('the sweeper marks delivered a document left delivering although every destination was sent', async () => {
    const job = await submit(2);
    await runPipeline(t);
    // the state the retried deliver stage used to leave
    await t.ctx.db.update(documents).set({ status: 'delivering' }).where(eq(documents.id, job.documentId));
    await leftForHours(job.documentId);
    const counts = await sweepStuckDocuments(t.ctx, new Date());
    assert.equal(counts.delivered, 1);
    assert.equal((await docOf(job.documentId)).status, 'delivered');
    assert.equal(hooksFor(2), 1, 'nothing sent again');
  });

  it('a stage whose job was lost is queued again once, and the document goes on to delivery', async () => {
    const job = await submit(3);
    await runDueJobs(t, 'pipeline-intake');
    // the intake stage was recorded, and its worker died before the extract job was sent
    await t.ctx.database.query("delete from pgboss.job where name = 'pipeline-extract' and data->>'documentId' = $1", [
      job.documentId,
    ]);
    assert.equal((await sweepStuckDocuments(t.ctx, new Date())).requeued, 0, 'not before its deadline');
    await leftForHours(job.documentId);
    assert.equal((await sweepStuckDocuments(t.ctx, new Date())).requeued, 1);
    assert.equal((await sweepStuckDocuments(t.ctx, new Date())).requeued, 0, 'queued once: the job is waiting now');
    await runPipeline(t);
    assert.equal((await docOf(job.documentId)).status, 'delivered');
    assert.equal(hooksFor(3), 1);
  });

  it('a stage that stops again after its re-queue fails the document with a notification naming the stage; reprocessing it works', async () => {
    const job = await submit(4);
    await runDueJobs(t, 'pipeline-intake');
    // a worker started the extraction and was killed; every retry of its job died the same way
    await killed('pipeline-extract', job.documentId);
    await beginStage(t.ctx.db, job, 'extract');
    await setDocument(t.ctx.db, job, 'extracting');
    await leftForHours(job.documentId);
    assert.equal((await sweepStuckDocuments(t.ctx, new Date())).requeued, 1);
    await killed('pipeline-extract', job.documentId);
    await beginStage(t.ctx.db, job, 'extract');
    assert.equal((await docOf(job.documentId)).status, 'extracting');
    assert.equal((await sweepStuckDocuments(t.ctx, new Date())).failed, 0, 'its new deadline has not passed');
    await leftForHours(job.documentId);
    assert.equal((await sweepStuckDocuments(t.ctx, new Date())).failed, 1);

    const doc = await docOf(job.documentId);
    const message = 'The document stopped at extraction and did not go on; reprocess it.';
    assert.equal(doc.status, 'failed');
    assert.equal(doc.approvalStatus, 5, 'REPROCESS offered');
    assert.equal(doc.errorMessage, message);
    const record = await recordOf(job.documentId, 'extract');
    assert.equal(record.status, 'failed');
    assert.deepEqual(record.errors, [{ code: 'stuck', message }]);
    assert.ok(
      (await bell()).includes(`Document failed to process: stuck-4.pdf: ${message}`),
      JSON.stringify(await bell()),
    );

    const re = await callApi(t.url, 'GET', '/api/Admin/Map/ReProcessDoc', {
      token: a.token,
      query: { id: job.documentId },
    });
    assert.equal(re.status, 200, re.message);
    await runPipeline(t);
    assert.equal((await docOf(job.documentId)).status, 'delivered');
    assert.equal(hooksFor(4), 1);
  });

  it('a destination whose send never finished is sent again once; stopped again, it fails with a notification and nothing is left pending', async () => {
    const sent = await submit(5);
    const stopped = await submit(6);
    await runPipeline(t, PIPELINE_QUEUES);
    for (const job of [sent, stopped]) {
      assert.equal((await docOf(job.documentId)).status, 'delivering');
      // the worker took the send, recorded its start and was killed before posting; its retries died too
      await killed('deliver-destination', job.documentId);
      await beginStage(t.ctx.db, job, 'deliver', 'Webhook');
      await leftForHours(job.documentId);
    }
    assert.equal((await sweepStuckDocuments(t.ctx, new Date())).requeued, 2);
    // the second document's re-queued send dies the same way; the first one's is sent
    await killed('deliver-destination', stopped.documentId);
    await beginStage(t.ctx.db, stopped, 'deliver', 'Webhook');
    await runDueJobs(t, 'deliver-destination');
    assert.equal((await docOf(sent.documentId)).status, 'delivered');
    assert.equal(hooksFor(5), 1);
    assert.equal(hooksFor(6), 0);

    await leftForHours(stopped.documentId);
    assert.equal((await sweepStuckDocuments(t.ctx, new Date())).failed, 1);
    const webhook = await recordOf(stopped.documentId, 'deliver', 'Webhook');
    assert.equal(webhook.status, 'failed');
    assert.equal(webhook.errors[0]!.code, 'stuck');
    assert.ok(
      (await bell()).some(
        (m) =>
          m.startsWith('Delivery failed: stuck-6.pdf: not delivered to Webhook after') &&
          m.endsWith('Its delivery stopped and did not finish; send it again from the Process Log.'),
      ),
      JSON.stringify(await bell()),
    );
    assert.equal(
      (await sweepStuckDocuments(t.ctx, new Date())).failed,
      0,
      'told once: a delivery that ended is not stuck',
    );
  });
});
