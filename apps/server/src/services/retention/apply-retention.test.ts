import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { DASHBOARD_MSG, RETENTION_MSG, type ApprovalData, type StageStatus } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { clients, documentResults, documentStages, documents, mappings } from '../../db/schema/index.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { approvedWorkbookKey } from '../documents/approve-spreadsheet.ts';
import { applyRetention } from './apply-retention.ts';
import { applyRetentionJob } from '../../job-handlers/apply-retention.job.ts';

const ENDPOINTS = {
  ftpIn: null,
  ftpOut: null,
  emailList: [],
  isEmailConfig: false,
  destinationEmails: ['to@client.example'],
  destinationEmailFileType: 'JSON',
  webhookEndPoint: null,
  integrationType: null,
  enterpriseRequest: null,
  excelTabName: null,
  isManualUpload: true,
  isMobileApp: false,
  isAPI: false,
};
const DAY = 24 * 60 * 60 * 1000;
const DATA: ApprovalData = {
  docRef: 'INV-1',
  form: [
    {
      id: 1,
      dF_Id: 1,
      label: 'Total',
      value: '12.50',
      isDelete: false,
      confidence: 99,
      page: 1,
      polygon: null,
      isRequired: false,
      missing: false,
    },
  ],
  extactedFromTable: [],
  tables: [],
};

describe('Retention (issue 10 point 6): the daily run removes originals and delivered data per the mapping', () => {
  let t: TestApp;
  let a: SeededUser;
  let b: SeededUser;
  const now = new Date();
  const ids: Record<string, string> = {};

  /** a mapping with a retention state, and a document of it received `ageDays` ago whose delivery ended as `deliver` */
  async function seedDoc(
    user: SeededUser,
    name: string,
    state: number,
    days: number,
    ageDays: number,
    deliver: StageStatus | null,
    status = 'delivered',
    key?: string,
  ) {
    const [client] = await t.ctx.db
      .insert(clients)
      .values({
        companyId: user.companyId,
        companyName: `${name} Co`,
        contactName: 'C',
        email: `${name.toLowerCase()}@client.example`,
      })
      .returning();
    const [mapping] = await t.ctx.db
      .insert(mappings)
      .values({
        companyId: user.companyId,
        clientId: client!.id,
        docTypeId: 1,
        name,
        nameKey: name.toLowerCase(),
        sampleFileName: 's.pdf',
        retentionState: state,
        retentionDuration: days,
        endpoints: ENDPOINTS,
      })
      .returning();
    const fileKey = key ?? `uploads/${crypto.randomUUID()}/${crypto.randomUUID()}`;
    const [doc] = await t.ctx.db
      .insert(documents)
      .values({
        companyId: user.companyId,
        mappingId: mapping!.id,
        fileName: `${name}.pdf`,
        fileKey,
        contentType: 'application/pdf',
        status: status as 'delivered',
        createdAt: new Date(now.getTime() - ageDays * DAY),
      })
      .returning();
    await t.ctx.db
      .insert(documentResults)
      .values({ documentId: doc!.id, companyId: user.companyId, extracted: DATA, approved: DATA });
    if (deliver)
      await t.ctx.db.insert(documentStages).values({
        companyId: user.companyId,
        documentId: doc!.id,
        attempt: 0,
        step: 'deliver',
        destination: 'Email',
        status: deliver,
      });
    const storage = storageFor(t.ctx);
    await storage.put(user.companyId, fileKey, Buffer.from('%PDF-1.4 original'), 'application/pdf');
    await storage.put(user.companyId, approvedWorkbookKey(doc!.id, 0), Buffer.from('xlsx'), 'application/octet-stream');
    ids[name] = doc!.id;
    return { id: doc!.id, fileKey, companyId: user.companyId };
  }

  const state = async (name: string) => {
    const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.id, ids[name]!));
    const [res] = await t.ctx.db.select().from(documentResults).where(eq(documentResults.documentId, ids[name]!));
    const storage = storageFor(t.ctx);
    return {
      isDeleted: doc!.isDeleted,
      original: (await storage.get(doc!.companyId, doc!.fileKey!)) !== null,
      workbook: (await storage.get(doc!.companyId, approvedWorkbookKey(doc!.id, 0))) !== null,
      data: res!.extracted !== null || res!.approved !== null,
    };
  };
  const kept = { isDeleted: false, original: true, workbook: true, data: true };
  const removed = { isDeleted: true, original: false, workbook: false, data: false };

  before(async () => {
    t = await startTestApp({}, { workers: false });
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    await seedDoc(a, 'MINDELIVERED', 8, 0, 0, 'success');
    await seedDoc(a, 'MINFAILED', 8, 0, 0, 'failed');
    await seedDoc(a, 'MINPENDING', 8, 0, 3, 'pending', 'delivering');
    await seedDoc(a, 'MINREVIEW', 8, 0, 3, null, 'awaiting_review');
    await seedDoc(a, 'MINPROCFAILED', 8, 0, 3, null, 'failed');
    const past = await seedDoc(a, 'D30PAST', 1, 30, 31, 'success');
    await seedDoc(a, 'D30INSIDE', 1, 30, 29, 'success');
    await seedDoc(a, 'D30PROCFAILED', 1, 30, 31, null, 'failed');
    await seedDoc(a, 'D90PASTPENDING', 3, 90, 120, 'running', 'delivering');
    // another company's document of the same age, under the same storage key, with a one-year period
    await seedDoc(b, 'OTHERCO', 5, 365, 31, 'success', 'delivered', past.fileKey);
  });
  after(async () => t?.close());

  it('removes what is past its period with a settled delivery, keeps the rest, and a re-run changes nothing', async () => {
    assert.equal(await applyRetention(t.ctx, now), 4);
    assert.deepEqual(await state('MINDELIVERED'), removed, 'minimum: removed as soon as delivery succeeded');
    assert.deepEqual(await state('MINFAILED'), removed, 'minimum: removed once delivery failed for good');
    assert.deepEqual(await state('MINPENDING'), kept, 'never before its delivery has settled');
    assert.deepEqual(await state('MINREVIEW'), kept, 'a document waiting for review has delivered nothing yet');
    assert.deepEqual(
      await state('MINPROCFAILED'),
      kept,
      'minimum keeps a failed document until it is delivered (it can be reprocessed)',
    );
    assert.deepEqual(await state('D30PAST'), removed);
    assert.deepEqual(await state('D30INSIDE'), kept, 'inside its 30 days');
    assert.deepEqual(
      await state('D30PROCFAILED'),
      removed,
      'a timed period removes a document that failed before delivery',
    );
    assert.deepEqual(await state('D90PASTPENDING'), kept, 'a delivery still running holds it');
    assert.deepEqual(await state('OTHERCO'), kept, 'another company is untouched');

    assert.equal(await applyRetention(t.ctx, now), 0, 'a re-run changes nothing');
    assert.deepEqual(await state('D30PAST'), removed);
  });

  it("the daily job runs it and queues tomorrow's run under that day's one id", async () => {
    const day = Math.floor(Date.now() / 86_400_000);
    assert.deepEqual(await applyRetentionJob.handler(t.ctx, { slot: day }), { status: 'success' });
    const next = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = 'apply-retention' and (data->>'slot')::int = $1",
      [day + 1],
    );
    assert.equal(next[0]!.n, 1);
    await applyRetentionJob.handler(t.ctx, { slot: day });
    const again = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = 'apply-retention' and (data->>'slot')::int = $1",
      [day + 1],
    );
    assert.equal(again[0]!.n, 1, 'a second process or a retry lands on the same job');
  });

  it('the dashboard row and its milestones stay; the viewer, the review data, Send again and reprocess answer the retention texts', async () => {
    const [row] = await t.ctx.db.select().from(documentStages).where(eq(documentStages.documentId, ids.D30PAST!));
    assert.equal(row!.status, 'success', 'the out record (milestone) is kept');
    const get = (path: string, query: Record<string, string>) => callApi(t.url, 'GET', path, { token: a.token, query });

    const viewer = await get('/api/Admin/Dashboard/GetFileURLById', { id: ids.D30PAST! });
    assert.equal(viewer.status, 409);
    assert.equal(viewer.message, DASHBOARD_MSG.retention);

    const data = await get('/api/Admin/Map/GetDataForApproval', { docId: ids.D30PAST! });
    assert.equal(data.message, DASHBOARD_MSG.retention);

    await t.ctx.db.update(documents).set({ approvalStatus: 3 }).where(eq(documents.id, ids.MINFAILED!));
    const send = await get('/api/Admin/Map/SendDocData', { docId: ids.MINFAILED! });
    assert.equal(send.status, 409);
    assert.equal(send.message, RETENTION_MSG.dataRemoved);

    const reprocess = await callApi(t.url, 'GET', '/api/Admin/Map/ReProcessDoc', {
      token: a.token,
      query: { id: ids.D30PAST! },
    });
    assert.equal(reprocess.message, RETENTION_MSG.cannotReprocess);

    const inside = await get('/api/Admin/Dashboard/GetFileURLById', { id: ids.D30INSIDE! });
    assert.equal(inside.status, 200, inside.message);
  });
});
