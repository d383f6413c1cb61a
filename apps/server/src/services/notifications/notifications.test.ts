import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import {
  documentResults,
  documentStages,
  documents,
  ledgerEntries,
  notifications,
  outboxMessages,
  users,
} from '../../db/schema/index.ts';
import { createSession } from '../sessions/create-session.ts';
import { settleDelivery, DELIVERY_FAILED_HEADER } from '../../pipeline/deliver/settle-delivery.ts';
import { runStep } from '../../pipeline/stages.ts';
import { chargePages } from '../../pipeline/intake/charge-pages.ts';
import { LOW_BALANCE_HEADER, notifyLowBalance } from '../../pipeline/intake/notify-low-balance.ts';
import { watchUploadBatchJob } from '../../job-handlers/watch-upload-batch.job.ts';
import { BATCH_FINISHED_HEADER } from './batch-finished-notification.ts';
import { processDocIntent } from '../upload-source/process-doc-intent.ts';

const PROFILE = {
  coIsCompany: true,
  coCompanyName: 'Acme Paper Pty Ltd',
  coContactName: 'Jane Citizen',
  coContactNumber: '412345678',
  coAddress1: '2 Ann Street',
  coAddress2: '',
  coSuburb: 'Fortitude Valley',
  coState: 'QLD',
  coCountry: 'AU',
  coPostCode: '4006',
  coAbn: '51 824 753 556',
  gAddress: '',
  accessModuls: ['ICR'],
};

describe('Notifications (issue 10 point 5): four events post to the bell, and e-mail the users who asked in their profile', () => {
  let t: TestApp;
  let a: SeededUser;
  /** a second user of company A who keeps e-mails off */
  let quiet: { email: string; token: string };

  before(async () => {
    t = await startTestApp({ BILLING_WARNING_BALANCE: '20', PAGE_PRICE: '1' });
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const [u] = await t.ctx.db
      .insert(users)
      .values({ companyId: a.companyId, email: 'quiet@acme.example', emailVerified: true })
      .returning();
    quiet = {
      email: u!.email,
      token: (await createSession(t.ctx.db, { userId: u!.id, companyId: a.companyId, pinVerified: true })).token,
    };
  });
  after(async () => t?.close());

  const bell = async (header: string) =>
    await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, a.companyId), eq(notifications.header, header)));
  const mailsTo = async (to: string, subject: string) => {
    await t.ctx.jobs.drain('send-email');
    return await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, to), eq(outboxMessages.subject, subject)));
  };
  const newDoc = async (values: Partial<typeof documents.$inferInsert> = {}) =>
    (
      await t.ctx.db
        .insert(documents)
        .values({ companyId: a.companyId, fileName: 'inv-1.pdf', status: 'delivering', ...values })
        .returning()
    )[0]!;

  it("the profile keeps each user's own choice: off by default, on when asked, unchanged when the card does not send it", async () => {
    const detail = (token: string) => callApi(t.url, 'GET', '/api/admin/User/GetAdminUserDetail', { token });
    assert.equal((await detail(a.token)).result.notifyByEmail, false);
    const on = await callApi(t.url, 'POST', '/api/admin/User/UpdateAdminUserDetail', {
      token: a.token,
      body: { ...PROFILE, notifyByEmail: true },
    });
    assert.equal(on.status, 200, on.message);
    assert.equal(on.result.notifyByEmail, true);
    const untouched = await callApi(t.url, 'POST', '/api/admin/User/UpdateAdminUserDetail', {
      token: a.token,
      body: PROFILE,
    });
    assert.equal(untouched.result.notifyByEmail, true, 'the company card does not send it');
    assert.equal((await detail(a.token)).result.notifyByEmail, true);
    assert.equal((await detail(quiet.token)).result.notifyByEmail, false, 'per user, not per company');
  });

  it('a delivery that failed for good: one notification, e-mailed only to the user who asked', async () => {
    const doc = await newDoc({ fileName: 'failed-delivery.pdf' });
    await settleDelivery(
      t.ctx,
      { companyId: a.companyId, documentId: doc.id, attempt: 0 },
      { failed: { destination: 'Webhook', error: 'HTTP 500', tries: 20 } },
    );
    const posted = (await bell(DELIVERY_FAILED_HEADER)).filter((n) => n.message[0]!.startsWith('failed-delivery.pdf'));
    assert.equal(posted.length, 1);
    const subject = `Paperbridge: ${DELIVERY_FAILED_HEADER}`;
    const mails = await mailsTo(a.email, subject);
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.body ?? '', /failed-delivery\.pdf: not delivered to Webhook after 20 tries: HTTP 500/);
    assert.equal((await mailsTo(quiet.email, subject)).length, 0, 'the user who did not ask gets no e-mail');
  });

  it('a document waiting for review: one notification and one e-mail', async () => {
    const doc = await newDoc({ fileName: 'review-me.pdf', status: 'mapping', uniqueReference: 'INV-REVIEW' });
    await t.ctx.db
      .insert(documentResults)
      .values({ documentId: doc.id, companyId: a.companyId, missingRequired: ['Total'], lowConfidence: [] });
    await runStep(t.ctx, 'review', { companyId: a.companyId, documentId: doc.id, attempt: 0 });
    const posted = (await bell('Document waiting for approval')).filter((n) => n.message[0]!.startsWith('INV-REVIEW'));
    assert.equal(posted.length, 1);
    assert.equal((await mailsTo(a.email, 'Paperbridge: Document waiting for approval')).length, 1);
  });

  it('a low balance: told once when a charge takes the balance below the warning level, not on every later charge', async () => {
    await t.ctx.db.insert(ledgerEntries).values({
      companyId: a.companyId,
      amountCents: 2150,
      currency: 'AUD',
      kind: 'credit',
      reason: 'top-up',
      idempotencyKey: 'topup-1',
    });
    const charge = async (pages: number) => {
      const doc = await newDoc({ status: 'intake' });
      const c = await chargePages(t.ctx.db, {
        companyId: a.companyId,
        documentId: doc.id,
        attempt: 0,
        pages,
        pricePerPageCents: 100,
        fileName: 'x.pdf',
      });
      return notifyLowBalance(t.ctx, a.companyId, c);
    };
    assert.equal(await charge(1), false, '21.50 → 20.50: still at or above 20');
    assert.equal(await charge(1), true, '20.50 → 19.50: crossed');
    assert.equal(await charge(1), false, '19.50 → 18.50: already below');
    const posted = await bell(LOW_BALANCE_HEADER);
    assert.equal(posted.length, 1);
    assert.match(posted[0]!.message[0]!, /Your balance is 19\.50 AUD, below 20\.00 AUD\. Top up .*\/admin\/billing/);
    assert.equal((await mailsTo(a.email, `Paperbridge: ${LOW_BALANCE_HEADER}`)).length, 1);
  });

  it('a finished upload batch: nothing while a document is on its way, then one "Upload processed" with how each ended', async () => {
    const batch = `uploads/${crypto.randomUUID()}`;
    const since = new Date(Date.now() - 60_000).toISOString();
    const key = () => `${batch}/${crypto.randomUUID()}`;
    await newDoc({ fileKey: key(), status: 'delivered' });
    await newDoc({ fileKey: key(), status: 'awaiting_review' });
    await newDoc({ fileKey: key(), status: 'failed' });
    await newDoc({ fileKey: key(), status: 'uploaded' });
    const sending = await newDoc({ fileKey: key(), status: 'delivering' });
    await t.ctx.db.insert(documentStages).values({
      companyId: a.companyId,
      documentId: sending.id,
      attempt: 0,
      step: 'deliver',
      destination: 'Email',
      status: 'pending',
    });

    // ProcessDocIntent of the batch's files starts one watch for the batch, however many files
    const intents = [
      await newDoc({ fileKey: key(), status: 'uploaded' }),
      await newDoc({ fileKey: key(), status: 'uploaded' }),
    ];
    for (const d of intents) await processDocIntent(t.ctx, a, d.id);
    const watches = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = 'watch-upload-batch' and data->>'batch' = $1",
      [batch],
    );
    assert.equal(watches[0]!.n, 1);
    // the test runs the checks itself: the workers' own runs of them (15 s, then 30 s on) are held off, or on a
    // slow machine one could post a second "Upload processed" once the pending delivery below has ended
    const holdWatches = () =>
      t.ctx.database.query(
        "update pgboss.job set start_after = now() + interval '1 day' where name = 'watch-upload-batch' and data->>'batch' = $1 and state = 'created'",
        [batch],
      );
    await holdWatches();
    // their files are not in storage, so intake fails them: two more 'not processed'
    await t.ctx.jobs.drain('pipeline-intake');

    const data = { companyId: a.companyId, batch, since, check: 0 };
    assert.deepEqual(await watchUploadBatchJob.handler(t.ctx, data), { status: 'success' });
    await holdWatches();
    assert.equal((await bell(BATCH_FINISHED_HEADER)).length, 0, 'a delivery still pending');

    await t.ctx.db.update(documentStages).set({ status: 'failed' }).where(eq(documentStages.documentId, sending.id));
    await watchUploadBatchJob.handler(t.ctx, { ...data, check: 1 });
    const posted = await bell(BATCH_FINISHED_HEADER);
    assert.equal(posted.length, 1);
    assert.deepEqual(
      posted[0]!.message,
      ['6 documents processed: 1 delivered, 1 waiting for review, 1 not delivered, 3 not processed.'],
      'a file never sent to processing is not counted',
    );
    assert.equal((await mailsTo(a.email, `Paperbridge: ${BATCH_FINISHED_HEADER}`)).length, 1);
  });
});
