import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { PROCESS_LOG_MSG, RETENTION_MSG, type FileLogRow } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { seedFundedUser } from '../../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { corporaSkip } from '../mapping/test-support/corpora.ts';
import { seedDocuments } from '../dashboard/test-support/seed-documents.ts';
import { documentStages, documents, outboxMessages } from '../../db/schema/index.ts';
import { startSftpTestServer } from '@paperbridge/test-kit/providers/sftp-test-server.ts';
import { runDeliverDestination } from '../../pipeline/deliver/deliver-destination.job.ts';
import type { MailMessage } from '../../connectors/mail/mail.adapter.ts';
import { COOLBLUE, createCoolblueMapping } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { submitDocument } from '../../pipeline/test-support/submit-document.ts';
import { drainDueDeliveries, drainThroughDelivery } from '../../pipeline/test-support/drain-pipeline.ts';
import { startWebhookReceiver, type WebhookReceiver } from '@paperbridge/test-kit/providers/webhook-receiver.ts';

const SFTP_USER = { username: 'drop', password: 'dr0p-pass' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe(
  'Process Log: SentFileLog, ResendDocData, DownloadConfigFile (spec 002 §2-§8, issue 10 pt 4)',
  { skip: corporaSkip() },
  () => {
    let t: TestApp;
    let a: SeededUser;
    let b: SeededUser;
    let sftp: Awaited<ReturnType<typeof startSftpTestServer>>;
    let rx: WebhookReceiver;
    let cnId: string;
    const delivered: (typeof documents.$inferSelect)[] = [];
    let waiting: string;
    let removed: string;

    const process = async (n: 1 | 2) => {
      await submitDocument(t.url, a.token, cnId, { name: `coolblue${n}.pdf`, bytes: fs.readFileSync(COOLBLUE(n)) });
      await drainThroughDelivery(t);
      const [doc] = await t.ctx.db
        .select()
        .from(documents)
        .where(and(eq(documents.companyId, a.companyId), eq(documents.fileName, `coolblue${n}.pdf`)));
      return doc!;
    };
    const log = (body: Record<string, unknown>, token = a.token) =>
      callApi<{ fileDetails: FileLogRow[]; recordCount: number }>(t.url, 'POST', '/api/Admin/Map/SentFileLog', {
        token,
        body,
      });
    const resend = (id: string, destinationMode: string, token = a.token) =>
      callApi(t.url, 'GET', '/api/Admin/Map/ResendDocData', { token, query: { id, destinationMode } });

    before(async () => {
      rx = await startWebhookReceiver();
      sftp = await startSftpTestServer(SFTP_USER);
      sftp.dirs.add('/inbox');
      t = await startTestApp({ SSRF_ALLOW_HOSTS: '127.0.0.1' });
      a = await seedFundedUser(t);
      b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
      cnId = await createCoolblueMapping(t.url, a.token, {
        configName: 'COOLBLUELOG1',
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
      // eleven older documents of the same mapping, as the pipeline leaves them, for paging, sorting and the resend rules
      const hour = 3_600_000;
      const seeded = await seedDocuments(
        t.ctx.db,
        Array.from({ length: 11 }, (_, i) => ({
          companyId: a.companyId,
          mappingId: cnId,
          fileName: `older-${String(i).padStart(2, '0')}.pdf`,
          uniqueReference: `REF-${String(i).padStart(2, '0')}`,
          createdAt: new Date(Date.now() - (i + 1) * hour),
          approvalStatus: i === 0 ? 0 : null,
          status: i === 0 ? ('awaiting_review' as const) : ('ready' as const),
          isDeleted: i === 1,
        })),
      );
      waiting = seeded[0]!.id;
      removed = seeded[1]!.id;
      delivered.push(await process(1), await process(2));
    });
    after(async () => {
      await t?.close();
      await sftp?.close();
      await rx?.close();
    });

    it('lists the received documents 10 a page, newest received first, each with its destinations and how they stand', async () => {
      const first = await log({ page: 1 });
      assert.equal(first.status, 200, first.message);
      assert.equal(first.result.recordCount, 13);
      assert.equal(first.result.fileDetails.length, 10, 'page size 10 by default (spec 002 §9)');
      const dates = first.result.fileDetails.map((r) => r.receivedDate);
      assert.deepEqual(dates, [...dates].sort().reverse(), 'receivedDate descending');
      const top = first.result.fileDetails[0]!;
      assert.equal(top.dtId, delivered[1]!.id);
      assert.equal(top.docRefs, delivered[1]!.uniqueReference);
      assert.equal(top.configName, 'COOLBLUELOG1');
      assert.equal(top.cnId, cnId);
      assert.deepEqual([...top.targetDestination].sort(), ['Email', 'FTP', 'Webhook']);
      assert.ok(
        top.deliveries.every((d) => d.status === 'success' && d.sentAt),
        JSON.stringify(top.deliveries),
      );
      assert.equal(top.isApproved, true);
      assert.equal(top.isDeleted, false);
      assert.ok(top.processDate, 'processDate once mapped');
      // the Source column (issue 30 point 7): uploaded by the signed-in user, named by their e-mail
      assert.deepEqual(top.source, { kind: 'manual', from: a.email, location: null });
      const second = await log({ page: 2 });
      assert.equal(second.result.fileDetails.length, 3);
      const w =
        second.result.fileDetails.find((r) => r.dtId === waiting) ??
        first.result.fileDetails.find((r) => r.dtId === waiting)!;
      assert.equal(w.isApproved, false, 'waiting for approval: no resend');
      assert.ok(
        w.deliveries.every((d) => d.status === null),
        'not handed to delivery yet',
      );
    });

    it('sorts and searches on the server', async () => {
      const byRef = await log({ sortBy: 'docRefs', isdesc: false, pageSize: 5 });
      assert.deepEqual(
        byRef.result.fileDetails.map((r) => r.docRefs),
        [...byRef.result.fileDetails.map((r) => r.docRefs)].sort((x, y) =>
          x.toLowerCase().localeCompare(y.toLowerCase()),
        ),
      );
      const one = await log({ searchBy: 'fileName', searchText: 'coolblue2' });
      assert.deepEqual(
        one.result.fileDetails.map((r) => r.dtId),
        [delivered[1]!.id],
      );
      assert.equal(one.result.recordCount, 1);
      const all = await log({ searchText: 'older-0' });
      assert.equal(all.result.recordCount, 10, 'older-00 to older-09, not older-10');
      const byMapping = await log({ searchBy: 'configName', searchText: 'coolbluelog1', pageSize: 100 });
      assert.equal(byMapping.result.recordCount, 13);
      const bad = await log({ pageSize: 7 });
      assert.equal(bad.status, 400);
      assert.match(bad.message, /^pageSize: /);
      const badSort = await log({ sortBy: 'id; drop table documents' });
      assert.equal(badSort.status, 400);
    });

    it('a resend of a delivered webhook and SFTP destination arrives again as a new message; its own retry keeps one key', async () => {
      const doc = delivered[0]!;
      const before = rx.requests.length;
      const shown = rx.shown.size;
      const r = await resend(doc.id, 'webhook');
      assert.equal(r.status, 200, r.message);
      assert.equal(r.message, 'Data has been sent to your destination.');
      assert.deepEqual(r.result, { dtId: doc.id, destination: 'Webhook', mode: 'new-message' });
      const twice = await resend(doc.id, 'Webhook');
      assert.equal(twice.status, 409, 'a double click queues one resend');
      assert.equal(twice.message, PROCESS_LOG_MSG.beingSent('Webhook'));
      await drainDueDeliveries(t);
      assert.equal(rx.requests.length, before + 1);
      const again = rx.requests.at(-1)!;
      assert.match(again.id, /_s\d+$/, 'a new webhook-id');
      assert.equal(rx.shown.size, shown + 1, 'the receiver shows it: a resend is a new message');
      assert.equal(JSON.parse(again.body).fields['Invoice Number'], doc.uniqueReference);

      // a worker killed after the resend's send and before its record: the retry uses the resend's key again
      const [record] = await t.ctx.db
        .select()
        .from(documentStages)
        .where(and(eq(documentStages.documentId, doc.id), eq(documentStages.destination, 'Webhook')));
      assert.equal(record!.status, 'success');
      await t.ctx.db.update(documentStages).set({ status: 'running' }).where(eq(documentStages.id, record!.id));
      const resendNumber = Number(/_s(\d+)$/.exec(again.id)![1]);
      await runDeliverDestination(t.ctx, {
        documentId: doc.id,
        companyId: a.companyId,
        attempt: doc.attempt,
        destination: 'Webhook',
        tryNumber: 1,
        resend: resendNumber,
      });
      assert.equal(rx.requests.at(-1)!.id, again.id);
      assert.equal(rx.shown.size, shown + 1, 'still shown once');

      const files = () => [...sftp.files.keys()].filter((k) => k.startsWith('/inbox/'));
      const ftpBefore = files().length;
      assert.equal((await resend(doc.id, 'FTP')).status, 200);
      await drainDueDeliveries(t);
      assert.equal(files().length, ftpBefore + 1, 'a second file in the folder');
      const milestone = await callApi(t.url, 'GET', '/api/Admin/Dashboard/GetDocMilestone', {
        token: a.token,
        query: { id: doc.id },
      });
      assert.ok(
        milestone.result.out.every((o: { status: boolean }) => o.status),
        'the out step is green again',
      );
    });

    it('a destination never delivered is tried again with its own keys (exactly once)', async () => {
      const doc = delivered[1]!;
      // as a final failure leaves it: failed, no receipt
      await t.ctx.db
        .update(documentStages)
        .set({ status: 'failed', receipt: null })
        .where(and(eq(documentStages.documentId, doc.id), eq(documentStages.destination, 'Webhook')));
      const shown = rx.shown.size;
      const r = await resend(doc.id, 'Webhook');
      assert.equal(r.status, 200, r.message);
      assert.equal(r.result.mode, 'retry');
      await drainDueDeliveries(t);
      assert.equal(rx.requests.at(-1)!.id, `msg_${doc.id.replace(/-/g, '')}_${doc.attempt}`, 'the original webhook-id');
      assert.equal(rx.shown.size, shown, 'the receiver had it already: nothing new shown');
    });

    it('resend icons follow spec 002 §4: approval needed, retention passed, an unknown destination', async () => {
      const w = await resend(waiting, 'Webhook');
      assert.equal(w.status, 409);
      assert.equal(w.message, PROCESS_LOG_MSG.approvalNeeded);
      const gone = await resend(removed, 'Webhook');
      assert.equal(gone.status, 409);
      assert.equal(gone.message, RETENTION_MSG.dataRemoved);
      const unknown = await resend(delivered[0]!.id, 'Xero');
      assert.equal(unknown.status, 400);
      assert.equal(unknown.message, PROCESS_LOG_MSG.unknownDestination('Xero'));
      assert.equal(unknown.result[0].field, 'destinationMode');
    });

    it('downloads the mapping’s documents of a date range as one zip in the mapping’s format, with documents.csv', async () => {
      const r = await callApi(t.url, 'POST', '/api/Admin/Map/DownloadConfigFile', {
        token: a.token,
        body: { cnId, from: day(-2), to: day(7), sendEmail: false },
      });
      assert.equal(r.status, 200, r.message);
      assert.equal(r.result.contentType, 'application/zip');
      assert.equal(r.result.fileDownloadName, `COOLBLUELOG1_${day(-2)}_${day(7)}.zip`);
      const zip = await JSZip.loadAsync(Buffer.from(r.result.fileContents, 'base64'));
      const xlsx = Object.keys(zip.files).filter((n) => n.endsWith('.xlsx'));
      assert.equal(
        xlsx.length,
        2,
        `the two delivered invoices, as the FTP destination's xlsx: ${Object.keys(zip.files).join(', ')}`,
      );
      const index = (await zip.file('documents.csv')!.async('string')).replace(/^\uFEFF/, '');
      const lines = index.trim().split('\r\n');
      assert.equal(lines.length, 1 + 13, 'every document of the range is listed');
      assert.ok(
        lines.some((l) => l.startsWith('REF-01,') && l.includes(RETENTION_MSG.dataRemoved)),
        'the removed one says why',
      );
      const inner = await JSZip.loadAsync(await zip.file(xlsx[0]!)!.async('nodebuffer'));
      assert.ok(inner.file('xl/workbook.xml'), 'a real workbook inside');

      const empty = await callApi(t.url, 'POST', '/api/Admin/Map/DownloadConfigFile', {
        token: a.token,
        body: { cnId, from: day(30), to: day(37), sendEmail: false },
      });
      assert.equal(empty.status, 404);
      assert.equal(empty.message, PROCESS_LOG_MSG.noDocuments(day(30), day(37)));
      const backwards = await callApi(t.url, 'POST', '/api/Admin/Map/DownloadConfigFile', {
        token: a.token,
        body: { cnId, from: day(7), to: day(0) },
      });
      assert.equal(backwards.status, 400);
      const noDate = await callApi(t.url, 'POST', '/api/Admin/Map/DownloadConfigFile', {
        token: a.token,
        body: { cnId, from: '', to: day(7) },
      });
      assert.equal(noDate.status, 400);
    });

    it('with Send as email the file is built by a job and e-mailed to the user', async () => {
      // watched before the call: on PostgreSQL a worker takes the job as soon as it is queued
      const sent: MailMessage[] = [];
      const send = t.ctx.mail.send.bind(t.ctx.mail);
      t.ctx.mail.send = async (m) => (sent.push(m), send(m));
      try {
        const r = await callApi(t.url, 'POST', '/api/Admin/Map/DownloadConfigFile', {
          token: a.token,
          body: { cnId, from: day(-2), to: day(7), sendEmail: true },
        });
        assert.equal(r.status, 200, r.message);
        assert.equal(r.result, null);
        assert.equal(r.message, PROCESS_LOG_MSG.emailed(a.email));
        await t.ctx.jobs.drain('mail-config-file', 120_000);
      } finally {
        t.ctx.mail.send = send;
      }
      assert.equal(sent.length, 1);
      assert.equal(sent[0]!.to, a.email);
      const zip = await JSZip.loadAsync(sent[0]!.attachments![0]!.content);
      assert.equal(Object.keys(zip.files).filter((n) => n.endsWith('.xlsx')).length, 2);
      const [kept] = await t.ctx.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.to, a.email), eq(outboxMessages.template, 'download-config-file')));
      assert.match(kept!.body ?? '', /Attached: COOLBLUELOG1_.*\.zip \(application\/zip/);
    });

    it('another company gets 404 for this company’s document and mapping, and an empty log', async () => {
      const theirs = await log({}, b.token);
      assert.equal(theirs.status, 200);
      assert.equal(theirs.result.recordCount, 0);
      assert.equal((await resend(delivered[0]!.id, 'Webhook', b.token)).status, 404);
      for (const sendEmail of [false, true]) {
        const d = await callApi(t.url, 'POST', '/api/Admin/Map/DownloadConfigFile', {
          token: b.token,
          body: { cnId, from: day(-2), to: day(7), sendEmail },
        });
        assert.equal(d.status, 404, `sendEmail ${sendEmail}`);
      }
    });
  },
);
