import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { type SeededUser } from '../testing/seed-user.ts';
import { seedFundedUser } from '../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { corporaSkip } from '../http/mapping/test-support/corpora.ts';
import { documentStages, documents, mappings, notifications, outboxMessages } from '../db/schema/index.ts';
import { startSftpTestServer } from '@paperbridge/test-kit/providers/sftp-test-server.ts';
import { verifyWebhook } from '../connectors/webhook/standard-webhooks.ts';
import { revealWebhookSecret } from './deliver/webhook-secret.ts';
import { runDeliverDestination } from './deliver/deliver-destination.job.ts';
import { COOLBLUE, createCoolblueMapping } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { submitDocument } from './test-support/submit-document.ts';
import { drainThroughDelivery } from './test-support/drain-pipeline.ts';
import { startWebhookReceiver, type WebhookReceiver } from '@paperbridge/test-kit/providers/webhook-receiver.ts';

const SFTP_USER = { username: 'drop', password: 'dr0p-pass' };

describe('Delivery: webhook, SFTP and e-mail, exactly once (issue 10)', { skip: corporaSkip() }, () => {
  let t: TestApp;
  let a: SeededUser;
  let sftp: Awaited<ReturnType<typeof startSftpTestServer>>;
  let rx: WebhookReceiver;
  let cnId: string;

  before(async () => {
    rx = await startWebhookReceiver();
    sftp = await startSftpTestServer(SFTP_USER);
    sftp.dirs.add('/inbox');
    t = await startTestApp({ SSRF_ALLOW_HOSTS: '127.0.0.1' });
    a = await seedFundedUser(t);
    cnId = await createCoolblueMapping(t.url, a.token, {
      configName: 'COOLBLUEOUT1',
      clientEmail: 'orders@coolblue.example',
      request: { destinationEmails: ['ap@client.example'], destinationEmailFileType: 'XML', webhookEndPoint: rx.url },
      config: {
        ftpOut: {
          host: '127.0.0.1',
          port: sftp.port,
          ...SFTP_USER,
          protocol: 'sftp',
          path: '/inbox',
          fileType: 'EXCEL',
        },
      },
    });
  });
  after(async () => {
    await t?.close();
    await sftp?.close();
    await rx?.close();
  });

  const process = async (n: 1 | 2) => {
    await submitDocument(t.url, a.token, cnId, { name: `coolblue${n}.pdf`, bytes: fs.readFileSync(COOLBLUE(n)) });
    await drainThroughDelivery(t);
    const [doc] = await t.ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.companyId, a.companyId), eq(documents.fileName, `coolblue${n}.pdf`)));
    return doc!;
  };
  const outs = async (documentId: string) =>
    (
      await t.ctx.db
        .select()
        .from(documentStages)
        .where(and(eq(documentStages.documentId, documentId), eq(documentStages.step, 'deliver')))
    ).sort((x, y) => x.destination.localeCompare(y.destination));

  it('a processed invoice arrives at the webhook (signed), the SFTP folder (xlsx) and the mailbox (xml), and its out milestone turns green', async () => {
    const doc = await process(1);
    const records = await outs(doc.id);
    assert.deepEqual(
      records.map((r) => [r.destination, r.status]),
      [
        ['Email', 'success'],
        ['FTP', 'success'],
        ['Webhook', 'success'],
      ],
    );
    assert.equal(
      (await t.ctx.db.select({ s: documents.status }).from(documents).where(eq(documents.id, doc.id)))[0]!.s,
      'delivered',
    );

    assert.equal(rx.shown.size, 1);
    const [mapping] = await t.ctx.db.select().from(mappings).where(eq(mappings.id, cnId));
    const secret = revealWebhookSecret(t.ctx.config, mapping!)!;
    const hit = rx.requests[0]!;
    assert.ok(
      verifyWebhook(secret, hit.headers as Record<string, string>, hit.body, Math.floor(Date.now() / 1000)),
      'signed with the mapping secret',
    );
    const body = JSON.parse(hit.body);
    assert.equal(body.fields['Invoice Number'], doc.uniqueReference);
    assert.ok(body.tables[0].rows.length > 0, 'line items travel too');

    const files = [...sftp.files.keys()].filter((k) => k.startsWith('/inbox/'));
    assert.equal(files.length, 1);
    assert.match(files[0]!, /\.xlsx$/);
    const zip = await JSZip.loadAsync(sftp.files.get(files[0]!)!.data);
    assert.ok(zip.file('xl/workbook.xml'), 'a real xlsx');

    const mail = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'ap@client.example'));
    assert.equal(mail.length, 1);
    assert.match(mail[0]!.body ?? '', /Attached: .*\.xml \(application\/xml/);

    const milestone = await callApi(t.url, 'GET', '/api/Admin/Dashboard/GetDocMilestone', {
      token: a.token,
      query: { id: doc.id },
    });
    assert.equal(milestone.status, 200, milestone.message);
    assert.equal(milestone.result.out.length, 3);
    assert.ok(
      milestone.result.out.every((o: { status: boolean }) => o.status),
      JSON.stringify(milestone.result),
    );
  });

  it('a worker killed after sending and before recording sends again with the same keys: the receivers show it once', async () => {
    const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.fileName, 'coolblue1.pdf'));
    // the state a killed worker leaves: the record still 'running' although the destination got it
    await t.ctx.db
      .update(documentStages)
      .set({ status: 'running' })
      .where(and(eq(documentStages.documentId, doc!.id), eq(documentStages.step, 'deliver')));
    for (const destination of ['Webhook', 'FTP', 'Email']) {
      const r = await runDeliverDestination(t.ctx, {
        documentId: doc!.id,
        companyId: a.companyId,
        attempt: doc!.attempt,
        destination,
        tryNumber: 1,
      });
      assert.equal(r.status, 'success');
    }
    assert.equal(rx.requests.length, 2, 'the webhook was posted again');
    assert.equal(rx.requests[1]!.id, rx.requests[0]!.id, 'with the same webhook-id');
    assert.equal(rx.shown.size, 1, 'so the receiver shows it once');
    assert.equal(
      [...sftp.files.keys()].filter((k) => k.startsWith('/inbox/')).length,
      1,
      'the SFTP file was found and not written again',
    );
    const ftp = (await outs(doc!.id)).find((r) => r.destination === 'FTP')!;
    assert.equal(ftp.receipt?.alreadyThere, true);
    const mails = await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'ap@client.example'));
    assert.equal(mails.length, 2, 'the e-mail went again…');
    const email = (await outs(doc!.id)).find((r) => r.destination === 'Email')!;
    assert.match(
      email.receipt?.messageId ?? '',
      new RegExp(`^<${doc!.id}\\.${doc!.attempt}\\.delivery@`),
      '…with the same Message-ID, one message to the mail system',
    );
  });

  it('a webhook answering 500 is retried later; one answering 400 fails for good: red out, a notification, approvalStatus back to Send', async () => {
    rx.setStatus(500);
    const doc = await process(2);
    let webhook = (await outs(doc.id)).find((r) => r.destination === 'Webhook')!;
    assert.equal(webhook.status, 'pending');
    assert.match(webhook.errors[0]!.message, /answered 500.*Next try/);
    assert.ok(webhook.nextAttemptAt && webhook.nextAttemptAt.getTime() > Date.now());
    const scheduled = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = 'deliver-destination' and state = 'created' and start_after > now()",
    );
    assert.equal(scheduled[0]!.n, 1, 'the next try is queued for later');

    // a receiver that says when to come back (Retry-After) is not asked sooner
    rx.setStatus(503, { 'retry-after': '900' });
    const asked = Date.now();
    await runDeliverDestination(t.ctx, {
      documentId: doc.id,
      companyId: a.companyId,
      attempt: doc.attempt,
      destination: 'Webhook',
      tryNumber: 2,
    });
    webhook = (await outs(doc.id)).find((r) => r.destination === 'Webhook')!;
    assert.equal(webhook.status, 'pending');
    assert.match(webhook.errors[0]!.message, /answered 503.*It asked to wait 900 s/);
    assert.ok(
      webhook.nextAttemptAt!.getTime() >= asked + 900_000,
      `next try ${webhook.nextAttemptAt!.toISOString()} honours Retry-After`,
    );

    rx.setStatus(400);
    await t.ctx.db.update(documents).set({ approvalStatus: 1 }).where(eq(documents.id, doc.id));
    const r = await runDeliverDestination(t.ctx, {
      documentId: doc.id,
      companyId: a.companyId,
      attempt: doc.attempt,
      destination: 'Webhook',
      tryNumber: 3,
    });
    assert.equal(r.status, 'success');
    webhook = (await outs(doc.id)).find((r) => r.destination === 'Webhook')!;
    assert.equal(webhook.status, 'failed');
    assert.match(webhook.errors[0]!.message, /answered 400/);
    const [after] = await t.ctx.db.select().from(documents).where(eq(documents.id, doc.id));
    assert.equal(after!.approvalStatus, 3, 'the dashboard offers Send again');
    const bell = await t.ctx.db.select().from(notifications).where(eq(notifications.companyId, a.companyId));
    assert.ok(
      bell.some(
        (n) =>
          n.header === 'Delivery failed' &&
          n.message.some((m) =>
            /coolblue2\.pdf: not delivered to Webhook after \d+ tr(y|ies): The webhook answered 400/.test(m),
          ),
      ),
      JSON.stringify(bell.map((n) => n.message)),
    );
    rx.setStatus(null);
  });
});
