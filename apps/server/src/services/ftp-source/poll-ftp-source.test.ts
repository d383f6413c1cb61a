import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { UPLOAD_MSG } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { createTestDatabaseUrl } from '../../testing/test-database-url.ts';
import { type SeededUser } from '../../testing/seed-user.ts';
import { seedFundedUser } from '../../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { corporaSkip } from '../../http/mapping/test-support/corpora.ts';
import { COOLBLUE, createCoolblueMapping } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { documents, mappings, notifications, sourceReceipts, type StoredFtp } from '../../db/schema/index.ts';
import { startFtpTestServer, type TestServer } from '@paperbridge/test-kit/providers/ftp-test-server.ts';
import { startSftpTestServer } from '@paperbridge/test-kit/providers/sftp-test-server.ts';
import { sealFtpPassword } from '../../connectors/ftp/ftp-secrets.ts';
import { pollFtpSource } from './poll-ftp-source.ts';
import { FTP_SOURCE_MSG } from './ftp-source-messages.ts';
import { slotJobId } from '../../jobs/hashed-job-id.ts';
import { HANDED_TO_DELIVERY } from '../../pipeline/test-support/handed-to-delivery.ts';
import { PIPELINE_QUEUES } from '../../pipeline/test-support/drain-pipeline.ts';

const USER = { username: 'acme', password: 'correct-horse' };
const NUMBERS = { 'coolblue1.pdf': '993548900', 'coolblue2.pdf': '992288600' } as const;

/**
 * Issue 8 point 5: a mapping's FTP/FTPS/SFTP folder is polled, its documents go through the pipeline
 * once, and the files move to done/ (taken) or failed/ (refused). Against the real test servers, on
 * a database and files that survive a restart of the app.
 */
describe('FTP source: polled folders become documents, each file once', { skip: corporaSkip() }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-ftp-source-'));
  let database: { url: string; drop(): Promise<void> };
  let env: Record<string, string>;
  let t: TestApp;
  let a: SeededUser;
  let ftp: TestServer;
  let sftp: Awaited<ReturnType<typeof startSftpTestServer>>;
  let mappingId: string;
  const inbox = () => path.join(ftp.root, 'inbox');

  before(async () => {
    // a persisted PGlite in dataDir (or a database of its own on PostgreSQL), so a second app can open it
    database = process.env.DATABASE_URL ? await createTestDatabaseUrl() : { url: '', drop: async () => undefined };
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      // no scheduled poll during the file (it would take the files the tests poll themselves): the next
      // slot is at the next UTC midnight, where an hourly period would fire at every hour the run spans
      FTP_POLL_SECONDS: '86400',
      ENGINE_THREADS: '1',
      SSRF_ALLOW_HOSTS: '127.0.0.1',
    };
    ftp = await startFtpTestServer(USER);
    sftp = await startSftpTestServer(USER);
    t = await startTestApp(env);
    a = await seedFundedUser(t);
    mappingId = await createCoolblueMapping(t.url, a.token, {
      configName: 'FTPSRC1',
      clientEmail: 'orders@coolblue.example',
    });
    await useFolder(
      t,
      mappingId,
      { host: '127.0.0.1', username: USER.username, port: ftp.port, protocol: 'ftp', path: '/inbox', fileType: null },
      USER.password,
    );
    fs.mkdirSync(inbox());
  });
  after(async () => {
    await t?.close();
    await Promise.all([ftp?.close(), sftp?.close()]);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const poll = (app = t, id = mappingId, companyId = a.companyId) =>
    pollFtpSource(app.ctx, { companyId, mappingId: id }, { settleMs: 50, timeoutMs: 5000 });
  const drain = async () => {
    for (let round = 0; round < 3; round++) for (const q of PIPELINE_QUEUES) await t.ctx.jobs.drain(q, 180_000);
  };
  const docsOf = (companyId: string) => t.ctx.db.select().from(documents).where(eq(documents.companyId, companyId));

  it('two invoices in the FTP folder become two documents (source ftp) that reach ready with their invoice numbers; the files move to done/', async () => {
    for (const n of [1, 2] as const) fs.copyFileSync(COOLBLUE(n), path.join(inbox(), `coolblue${n}.pdf`));
    const result = await poll();
    assert.equal(result.status, 'success', result.error);
    assert.deepEqual(
      result.files.map((f) => [f.file, f.outcome]),
      [
        ['/inbox/coolblue1.pdf', 'taken'],
        ['/inbox/coolblue2.pdf', 'taken'],
      ],
    );
    await drain();
    const docs = await docsOf(a.companyId);
    assert.equal(docs.length, 2);
    for (const doc of docs) {
      assert.equal(doc.source, 'ftp');
      assert.equal(doc.sourceRef, `/inbox/${doc.fileName}`);
      assert.ok(HANDED_TO_DELIVERY.includes(doc.status), doc.errorMessage ?? '');
      assert.equal(doc.uniqueReference, NUMBERS[doc.fileName as keyof typeof NUMBERS]);
    }
    assert.deepEqual(fs.readdirSync(inbox()), ['done']);
    assert.deepEqual(fs.readdirSync(path.join(inbox(), 'done')).sort(), ['coolblue1.pdf', 'coolblue2.pdf']);
    const receipts = await t.ctx.db.select().from(sourceReceipts).where(eq(sourceReceipts.companyId, a.companyId));
    assert.deepEqual(
      receipts.map((r) => r.status),
      ['taken', 'taken'],
    );
    assert.deepEqual(new Set(receipts.map((r) => r.documentId)), new Set(docs.map((d) => d.id)));
    // the Process Log's Source column names the server and the file's path, not the login (issue 30 point 7)
    const log = await callApi(t.url, 'POST', '/api/Admin/Map/SentFileLog', { token: a.token, body: {} });
    assert.deepEqual(
      log.result.fileDetails
        .map((r: { source: unknown }) => r.source)
        .sort((x: { location: string }, y: { location: string }) => x.location.localeCompare(y.location)),
      [
        { kind: 'ftp', from: null, location: `ftp://127.0.0.1:${ftp.port}/inbox/coolblue1.pdf` },
        { kind: 'ftp', from: null, location: `ftp://127.0.0.1:${ftp.port}/inbox/coolblue2.pdf` },
      ],
    );
  });

  it('a second poll takes nothing', async () => {
    const result = await poll();
    assert.deepEqual(result, { status: 'success', files: [] });
    assert.equal((await docsOf(a.companyId)).length, 2);
  });

  it('after a restart nothing is taken twice, even a file whose move to done/ was lost', async () => {
    // the file as it was before the move (same path, size and time): as if the move had failed
    const moved = path.join(inbox(), 'done', 'coolblue1.pdf');
    fs.copyFileSync(moved, path.join(inbox(), 'coolblue1.pdf'));
    const { atime, mtime } = fs.statSync(moved);
    fs.utimesSync(path.join(inbox(), 'coolblue1.pdf'), atime, mtime);
    await t.close();
    t = await startTestApp(env);
    const result = await poll();
    assert.equal(result.status, 'success', result.error);
    assert.deepEqual(
      result.files.map((f) => [f.file, f.outcome]),
      [['/inbox/coolblue1.pdf', 'moved']],
    );
    assert.equal((await docsOf(a.companyId)).length, 2);
    assert.deepEqual(fs.readdirSync(path.join(inbox(), 'done')).sort(), [
      'coolblue1-2.pdf',
      'coolblue1.pdf',
      'coolblue2.pdf',
    ]);
  });

  it('a file that is not a PDF (or not a document type at all) is refused with the reason, moved to failed/, and the company notified', async () => {
    fs.writeFileSync(path.join(inbox(), 'fake.pdf'), '<html>not a pdf</html>');
    fs.writeFileSync(path.join(inbox(), 'notes.docx'), 'word');
    fs.writeFileSync(path.join(inbox(), 'upload.pdf.part'), 'still arriving');
    const result = await poll();
    assert.equal(result.status, 'success', result.error);
    const notAccepted = FTP_SOURCE_MSG.notAccepted('PDF, JPG, PNG, TIFF or XML');
    assert.deepEqual(
      result.files.map((f) => [f.file, f.outcome, 'reason' in f ? f.reason : null]),
      [
        ['/inbox/fake.pdf', 'refused', UPLOAD_MSG.unsupportedType],
        ['/inbox/notes.docx', 'refused', notAccepted],
      ],
    );
    assert.deepEqual(fs.readdirSync(path.join(inbox(), 'failed')).sort(), ['fake.pdf', 'notes.docx']);
    assert.ok(fs.existsSync(path.join(inbox(), 'upload.pdf.part')), 'a file still being uploaded is left alone');
    const refused = await t.ctx.db
      .select()
      .from(sourceReceipts)
      .where(and(eq(sourceReceipts.companyId, a.companyId), eq(sourceReceipts.status, 'refused')));
    assert.deepEqual(refused.map((r) => r.reason).sort(), [notAccepted, UPLOAD_MSG.unsupportedType].sort());
    assert.ok(refused.every((r) => r.documentId === null));
    const bell = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, a.companyId), eq(notifications.header, FTP_SOURCE_MSG.refusedHeader)));
    assert.deepEqual(bell.map((n) => n.message[0]).sort(), [
      `fake.pdf: ${UPLOAD_MSG.unsupportedType}`,
      `notes.docx: ${notAccepted}`,
    ]);
    // and the Process Log keeps them among the refused items (issue 30 point 7)
    const log = await callApi(t.url, 'POST', '/api/Admin/Map/RefusedLog', { token: a.token, body: {} });
    assert.deepEqual(
      log.result.refusals.map((r: Record<string, unknown>) => [r.source, r.item, r.sender, r.configName]).sort(),
      [
        ['ftp', 'fake.pdf', `ftp://127.0.0.1:${ftp.port}`, 'FTPSRC1'],
        ['ftp', 'notes.docx', `ftp://127.0.0.1:${ftp.port}`, 'FTPSRC1'],
      ],
    );
    assert.equal((await docsOf(a.companyId)).length, 2);
    fs.rmSync(path.join(inbox(), 'upload.pdf.part'));
  });

  it('a wrong password: the poll records the error and tells the company once an hour, not at every poll', async () => {
    await t.ctx.db
      .update(mappings)
      .set({ ftpInSecret: sealFtpPassword(t.ctx.config, mappingId, 'in', 'wrong') })
      .where(eq(mappings.id, mappingId));
    try {
      const first = await poll();
      assert.deepEqual(first, { status: 'failed', files: [], error: '530 Login incorrect.', notified: true });
      const second = await poll();
      assert.equal(second.status, 'failed');
      assert.equal(second.notified, false);
      const bell = await t.ctx.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.companyId, a.companyId), eq(notifications.header, FTP_SOURCE_MSG.unreachableHeader)),
        );
      assert.deepEqual(
        bell.map((n) => n.message),
        [[FTP_SOURCE_MSG.unreachable('FTPSRC1', '530 Login incorrect.')]],
      );
    } finally {
      await t.ctx.db
        .update(mappings)
        .set({ ftpInSecret: sealFtpPassword(t.ctx.config, mappingId, 'in', USER.password) })
        .where(eq(mappings.id, mappingId));
    }
    assert.equal((await poll()).status, 'success');
  });

  it('SFTP: two invoices become two ready documents and move to done/; a wrong password is a recorded error', async () => {
    const b = await seedFundedUser(t);
    const cnId = await createCoolblueMapping(t.url, b.token, {
      configName: 'SFTPSRC1',
      clientEmail: 'orders@coolblue.example',
    });
    await useFolder(
      t,
      cnId,
      { host: '127.0.0.1', username: USER.username, port: sftp.port, protocol: 'sftp', path: 'inbox', fileType: 'PDF' },
      USER.password,
    );
    sftp.files.clear();
    sftp.dirs.add('/inbox');
    for (const n of [1, 2] as const)
      sftp.files.set(`/inbox/coolblue${n}.pdf`, { data: fs.readFileSync(COOLBLUE(n)), mtime: 1_700_000_000 + n });
    const result = await poll(t, cnId, b.companyId);
    assert.equal(result.status, 'success', result.error);
    assert.deepEqual(
      result.files.map((f) => f.outcome),
      ['taken', 'taken'],
    );
    await drain();
    const docs = await docsOf(b.companyId);
    assert.deepEqual(
      docs.map((d) => [d.source, HANDED_TO_DELIVERY.includes(d.status), d.uniqueReference]).sort(),
      [
        ['ftp', true, NUMBERS['coolblue1.pdf']],
        ['ftp', true, NUMBERS['coolblue2.pdf']],
      ].sort(),
    );
    assert.deepEqual([...sftp.files.keys()].sort(), ['/inbox/done/coolblue1.pdf', '/inbox/done/coolblue2.pdf']);
    assert.deepEqual(await poll(t, cnId, b.companyId), { status: 'success', files: [] });

    await t.ctx.db
      .update(mappings)
      .set({ ftpInSecret: sealFtpPassword(t.ctx.config, cnId, 'in', 'wrong') })
      .where(eq(mappings.id, cnId));
    const bad = await poll(t, cnId, b.companyId);
    assert.equal(bad.status, 'failed');
    assert.match(bad.error!, /authentication/i);
    assert.equal(bad.notified, true);
  });

  it('the schedule queues a poll for each FTP mapping every FTP_POLL_SECONDS, as durable jobs', async () => {
    t.ctx.config.ftpSource.pollSeconds = 1;
    // start a run now (as a worker start does); from there the chain goes on by itself every second
    await t.ctx.jobs.send(
      'schedule-ftp-polls',
      { slot: 0 },
      { id: slotJobId(1000, Math.floor(Date.now() / 1000), 'schedule-ftp-polls'), startAfter: new Date() },
    );
    fs.copyFileSync(COOLBLUE(2), path.join(inbox(), 'again.pdf'));
    const until = Date.now() + 180_000;
    while (!fs.existsSync(path.join(inbox(), 'done', 'again.pdf'))) {
      assert.ok(Date.now() < until, 'the scheduled poll took the file');
      await new Promise((r) => setTimeout(r, 200));
    }
    // a later file is taken by a later run, with no one starting it
    fs.copyFileSync(COOLBLUE(1), path.join(inbox(), 'later.pdf'));
    while (!fs.existsSync(path.join(inbox(), 'done', 'later.pdf'))) {
      assert.ok(Date.now() < until, 'a later scheduled poll took the second file');
      await new Promise((r) => setTimeout(r, 200));
    }
    const docs = await docsOf(a.companyId);
    assert.deepEqual(
      docs.filter((d) => ['again.pdf', 'later.pdf'].includes(d.fileName)).map((d) => d.source),
      ['ftp', 'ftp'],
    );
    const [row] = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = 'poll-ftp-source' and state = 'completed'",
      [],
    );
    assert.ok(row!.n >= 2, `completed polls: ${row!.n}`);
  });
});

async function useFolder(t: TestApp, mappingId: string, ftpIn: StoredFtp, password: string): Promise<void> {
  const [m] = await t.ctx.db.select().from(mappings).where(eq(mappings.id, mappingId));
  await t.ctx.db
    .update(mappings)
    .set({
      endpoints: { ...m!.endpoints, ftpIn },
      ftpInSecret: sealFtpPassword(t.ctx.config, mappingId, 'in', password),
    })
    .where(eq(mappings.id, mappingId));
}
