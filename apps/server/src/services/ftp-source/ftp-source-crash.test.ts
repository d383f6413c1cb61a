import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Template } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { clients, documents, mappings, notifications, sourceReceipts } from '../../db/schema/index.ts';
import { startFtpTestServer, type TestServer } from '@paperbridge/test-kit/providers/ftp-test-server.ts';
import { sealFtpPassword } from '../../connectors/ftp/ftp-secrets.ts';
import { pollFtpSource } from './poll-ftp-source.ts';
import { FTP_SOURCE_MSG } from './ftp-source-messages.ts';

const USER = { username: 'acme', password: 'correct-horse' };

/**
 * The crash-safety order of docs/ftp-source.md, one crash point at a time: the state a poll killed
 * at that point leaves behind is made by hand, and the next poll must finish the file exactly once.
 * (Pipeline workers are off: only what the poll itself does is looked at.)
 */
describe('FTP source: a poll that stopped at any point is finished by the next, once', () => {
  let t: TestApp;
  let a: SeededUser;
  let ftp: TestServer;
  let mappingId: string;
  let pdf: Uint8Array;
  const inbox = () => path.join(ftp.root, 'in');

  before(async () => {
    t = await startTestApp(
      { FTP_POLL_SECONDS: '3600', ENGINE_THREADS: '1', SSRF_ALLOW_HOSTS: '127.0.0.1' },
      { workers: false },
    );
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    ftp = await startFtpTestServer(USER);
    fs.mkdirSync(path.join(ftp.root, 'in'));
    const [client] = await t.ctx.db
      .insert(clients)
      .values({ companyId: a.companyId, companyName: 'FTP Co', contactName: 'F', email: 'f@ftp.example' })
      .returning();
    const [m] = await t.ctx.db
      .insert(mappings)
      .values({
        companyId: a.companyId,
        clientId: client!.id,
        docTypeId: 1,
        name: 'CRASH1',
        nameKey: 'crash1',
        sampleFileName: 's.pdf',
        retentionState: 8,
        retentionDuration: 0,
        draftMode: false,
        template: {} as Template,
        endpoints: {
          ftpIn: {
            host: '127.0.0.1',
            username: USER.username,
            port: ftp.port,
            protocol: 'ftp',
            path: '/in',
            fileType: null,
          },
          ftpOut: null,
          emailList: [],
          isEmailConfig: false,
          destinationEmails: [],
          destinationEmailFileType: null,
          webhookEndPoint: null,
          integrationType: null,
          enterpriseRequest: null,
          excelTabName: null,
          isManualUpload: false,
          isMobileApp: false,
          isAPI: false,
        },
      })
      .returning();
    mappingId = m!.id;
    await t.ctx.db
      .update(mappings)
      .set({ ftpInSecret: sealFtpPassword(t.ctx.config, mappingId, 'in', USER.password) })
      .where(eq(mappings.id, mappingId));
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]).drawText('Invoice 42', { x: 20, y: 100 });
    pdf = await doc.save();
  });
  after(async () => {
    await t?.close();
    await ftp?.close();
  });

  const poll = () => pollFtpSource(t.ctx, { companyId: a.companyId, mappingId }, { settleMs: 0, timeoutMs: 5000 });
  const receiptsOf = () => t.ctx.db.select().from(sourceReceipts).where(eq(sourceReceipts.companyId, a.companyId));
  const docsNamed = (name: string) =>
    t.ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.companyId, a.companyId), eq(documents.fileName, name)));
  /** puts the file back where it was, as it was: its move to done/ never happened */
  const unmove = (name: string) => {
    const moved = path.join(inbox(), 'done', name);
    fs.renameSync(moved, path.join(inbox(), name));
  };

  it('stopped after the claim (receipt, no document): the next poll takes the file on that receipt', async () => {
    fs.writeFileSync(path.join(inbox(), 'a.pdf'), pdf);
    const first = await poll();
    assert.equal(first.status, 'success', first.error);
    const [receipt] = await receiptsOf();
    // back to the state right after the claim
    await t.ctx.db.delete(documents).where(eq(documents.id, receipt!.documentId!));
    await t.ctx.db.update(sourceReceipts).set({ documentId: null }).where(eq(sourceReceipts.id, receipt!.id));
    unmove('a.pdf');
    const next = await poll();
    assert.deepEqual(
      next.files.map((f) => [f.file, f.outcome]),
      [['/in/a.pdf', 'taken']],
    );
    const docs = await docsNamed('a.pdf');
    assert.equal(docs.length, 1);
    const receipts = await receiptsOf();
    assert.equal(receipts.length, 1);
    assert.equal(receipts[0]!.documentId, docs[0]!.id);
    assert.equal(docs[0]!.idempotencyKey, `ftp:${receipt!.id}`);
  });

  it('stopped after the document was submitted, before the receipt was linked: no second document', async () => {
    const [receipt] = await receiptsOf();
    const [doc] = await docsNamed('a.pdf');
    await t.ctx.db.update(sourceReceipts).set({ documentId: null }).where(eq(sourceReceipts.id, receipt!.id));
    unmove('a.pdf');
    const next = await poll();
    assert.deepEqual(
      next.files.map((f) => [f.file, f.outcome, 'documentId' in f ? f.documentId : null]),
      [['/in/a.pdf', 'taken', doc!.id]],
    );
    assert.equal((await docsNamed('a.pdf')).length, 1);
    assert.equal((await receiptsOf())[0]!.documentId, doc!.id);
    assert.deepEqual(fs.readdirSync(inbox()), ['done']);
  });

  it('stopped before the move to done/: the file is only moved', async () => {
    unmove('a.pdf');
    const next = await poll();
    assert.deepEqual(
      next.files.map((f) => [f.file, f.outcome]),
      [['/in/a.pdf', 'moved']],
    );
    assert.equal((await docsNamed('a.pdf')).length, 1);
    assert.deepEqual(fs.readdirSync(path.join(inbox(), 'done')), ['a.pdf']);
    assert.ok(!fs.existsSync(path.join(inbox(), 'a.pdf')));
  });

  it('a file refused before its move to failed/: only moved, with no second notification', async () => {
    fs.writeFileSync(path.join(inbox(), 'b.txt'), 'not a document');
    assert.deepEqual(
      (await poll()).files.map((f) => f.outcome),
      ['refused'],
    );
    fs.renameSync(path.join(inbox(), 'failed', 'b.txt'), path.join(inbox(), 'b.txt'));
    const next = await poll();
    assert.deepEqual(
      next.files.map((f) => [f.file, f.outcome]),
      [['/in/b.txt', 'moved']],
    );
    assert.deepEqual(fs.readdirSync(path.join(inbox(), 'failed')), ['b.txt']);
    assert.equal((await receiptsOf()).filter((r) => r.status === 'refused').length, 1);
    const bell = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, a.companyId), eq(notifications.header, FTP_SOURCE_MSG.refusedHeader)));
    assert.equal(bell.length, 1);
  });
});
