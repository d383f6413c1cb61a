import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, like } from 'drizzle-orm';
import { applyTemplate } from '@paperbridge/engine';
import type { Template } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { type SeededUser } from '../testing/seed-user.ts';
import { seedFundedUser } from '../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { uploadFile } from '@paperbridge/test-kit/mappings/upload-file.ts';
import { readSample } from '@paperbridge/test-kit/mappings/read-sample.ts';
import { corporaDir, corporaSkip } from '../http/mapping/test-support/corpora.ts';
import { submitPayload } from '@paperbridge/test-kit/mappings/mapping-payload.ts';
import { documentResults, documents, mappings, notifications } from '../db/schema/index.ts';
import { SROIE } from './test-support/receipt-mapping.ts';
import { learnFromApproval } from '../services/mappings/learn-from-approval.ts';
import { PIPELINE_QUEUES } from './test-support/drain-pipeline.ts';
import type { QueueName } from '../context/queues.ts';

/**
 * Corrections teach the mapping (issue 9 point 5), on SROIE's Domino's Pizza receipts (vendor v15). The
 * sample 296 was annotated with the SUB-TOTAL as its total (25.60, the user's typed value), so the mapping
 * reads the sub-total: on 303, 304 and 310, which print a coupon discount, that is not the total. The
 * reviewer corrects 303 to its GRAND TOTAL (30.90, its ground truth); from then on the receipts of that
 * layout read the grand total. Found by learning each wrong field of each vendor's receipts from its
 * ground truth and applying to the vendor's other receipts (docs/review.md has the figures).
 */
const QUEUES: QueueName[] = [...PIPELINE_QUEUES, 'learn-from-approval'];
const SAMPLE = '296';
const truth = (id: string): { total: string; date: string } =>
  JSON.parse(fs.readFileSync(path.join(corporaDir, `sroie-receipts-by-vendor/key/${id}.json`), 'utf8'));

const missing = corporaSkip();
// CI sets PAPERBRIDGE_REQUIRE_CORPORA=1: a missing corpus must fail there, not pass by skipping
const required = process.env.PAPERBRIDGE_REQUIRE_CORPORA === '1';

interface Field {
  id: number;
  label: string;
  value: string;
  isDelete: boolean;
}

describe(
  'Corrections teach the mapping: an approval with a corrected value adds what the reviewer taught to the template',
  { skip: required ? false : missing },
  () => {
    let t: TestApp;
    let a: SeededUser;
    let cnId: string;
    let sampleTemplate: Template;
    const docIds: Record<string, string> = {};

    before(async () => {
      if (missing) throw new Error(`${missing} (PAPERBRIDGE_REQUIRE_CORPORA=1)`);
      t = await startTestApp();
      a = await seedFundedUser(t);
      cnId = await createDominosMapping();
    });
    after(async () => t?.close());

    /** The wizard's way: the sample read by OCR, Total and Receipt Date typed as the user saw them on it. */
    async function createDominosMapping(): Promise<string> {
      await callApi(t.url, 'POST', '/api/admin/User/CreateUser', {
        token: a.token,
        body: { companyname: "Domino's Pizza", contectname: 'Dom', email: 'store@dominos.example' },
      });
      const fieldId: Record<string, number> = {};
      for (const f of (
        await callApi(t.url, 'GET', '/api/Admin/Map/GetDocFields', { token: a.token, query: { docTypeId: 2 } })
      ).result)
        fieldId[f.value] = f.id;
      const sample = await readSample(
        t.url,
        a.token,
        { name: `receipt-${SAMPLE}.jpg`, bytes: fs.readFileSync(SROIE(SAMPLE)), type: 'image/jpeg' },
        2,
      );
      assert.equal(sample.status, 200, sample.message);
      const typed = (key: string, value: string, i: number) => ({
        key,
        label: key,
        value,
        polygon: null,
        dF_Id: fieldId[key],
        confidence: 90,
        isCustomField: true,
        isNewInStack: true,
        sortPosition: i,
        isRequired: false,
      });
      const saved = await callApi(t.url, 'POST', '/api/Admin/Map/MapDataFromSampleFile', {
        token: a.token,
        body: submitPayload({
          fileName: sample.result.fileName,
          coEmail: 'store@dominos.example',
          configName: 'DOMINOS1',
          dtId: 2,
          data: {
            fields: sample.result.fields,
            udfFields: [typed('Total', truth(SAMPLE).total, 1), typed('Receipt Date', truth(SAMPLE).date, 2)],
            tables: [],
          },
          config: { docType: 'Expense Receipt' },
          request: { isManualUpload: true, requiredApproval: true },
        }),
      });
      assert.equal(saved.status, 200, saved.message);
      const list = await callApi(t.url, 'GET', '/api/Admin/Map/GetConfigurationList', { token: a.token });
      return list.result.find((m: { configName: string }) => m.configName === 'DOMINOS1').cnId;
    }

    const drain = async () => {
      for (let round = 0; round < 3; round++) for (const q of QUEUES) await t.ctx.jobs.drain(q, 180_000);
    };

    /** A receipt photo through the manual upload calls, processed to review. */
    async function submit(id: string): Promise<string> {
      const details = await callApi(t.url, 'GET', '/api/App/GetS3Details', {
        token: a.token,
        query: { ConfigId: cnId },
      });
      const up = await uploadFile(t.url, '/api/App/UploadFile', {
        token: a.token,
        fields: { path: details.result.path },
        file: { name: `dominos-${id}.jpg`, bytes: fs.readFileSync(SROIE(id)) },
      });
      assert.equal(up.status, 200, up.message);
      const intents = await callApi(t.url, 'POST', '/api/Admin/Map/CreateDocIntent', {
        token: a.token,
        body: { appFiles: [{ fileName: up.result.fileName, key: up.result.key }], configId: cnId, webRequest: true },
      });
      assert.equal(intents.result[0].status, 1, intents.result[0].message);
      assert.equal(
        (
          await callApi(t.url, 'GET', '/api/Admin/Map/ProcessDocIntent', {
            token: a.token,
            query: { msId: intents.result[0].msId },
          })
        ).status,
        200,
      );
      return intents.result[0].msId;
    }

    const approvalData = async (docId: string) =>
      (await callApi(t.url, 'GET', '/api/Admin/Map/GetDataForApproval', { token: a.token, query: { docId } })).result;
    const value = async (docId: string, label: string) =>
      (await approvalData(docId)).form.find((f: Field) => f.label === label)?.value;
    const template = async () =>
      (await t.ctx.db.select({ template: mappings.template }).from(mappings).where(eq(mappings.id, cnId)))[0]!
        .template as Template;
    const learnedCount = async () =>
      (await callApi(t.url, 'GET', '/api/Admin/Map/GetConfigurationList', { token: a.token })).result.find(
        (m: { cnId: string }) => m.cnId === cnId,
      ).learnedCorrections;
    // the learning job's notification, picked by its header: delivery's "Upload processed" for the same approval may be written after it
    const latestNotification = async () =>
      (
        await t.ctx.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.companyId, a.companyId), like(notifications.header, 'Mapping DOMINOS1 %')))
          .orderBy(desc(notifications.createdAt))
          .limit(1)
      )[0]!;

    async function approve(docId: string, changes: Record<string, string>) {
      const data = await approvalData(docId);
      const form = Object.entries(changes).map(([label, v]) => {
        const f = data.form.find((x: Field) => x.label === label) as Field;
        return { id: f.id, label, value: v, isDelete: false };
      });
      const res = await callApi(t.url, 'POST', '/api/Admin/Map/ApproveData', {
        token: a.token,
        body: { docId, form, extactedFromTable: [], tables: [] },
      });
      assert.equal(res.status, 200, res.message);
      return data.docRef as string;
    }

    it("a reviewer's corrected Total on receipt 303 teaches the mapping: receipts 304 (reprocessed) and 310 (new) read their totals right where they read the sub-total before", async () => {
      for (const id of ['303', '304']) docIds[id] = await submit(id);
      await drain();
      const before = await template();
      sampleTemplate = before;
      assert.equal(before.corrections, undefined);
      assert.equal(await learnedCount(), 0);
      // wrong before: the sub-total, not the total the receipt charges
      assert.equal(await value(docIds['303']!, 'Total'), '45.70');
      assert.equal(await value(docIds['304']!, 'Total'), '57.00');
      assert.notEqual(truth('303').total, '45.70');

      const docRef = await approve(docIds['303']!, { Total: truth('303').total });
      await drain();

      const learned = await template();
      assert.equal(learned.corrections, 1);
      const total = learned.fields.find((f) => f.name === 'Total')!;
      assert.deepEqual(
        total.anchors,
        before.fields.find((f) => f.name === 'Total')!.anchors,
        'what the sample taught is kept',
      );
      assert.equal(total.alternatives?.length, 1);
      assert.equal(total.alternatives![0]!.learnedFrom, docRef);
      assert.equal(
        learned.fields.find((f) => f.name === 'Receipt Date')!.alternatives,
        undefined,
        'a field not corrected learns nothing',
      );
      assert.equal(await learnedCount(), 1, 'the mapping list says the mapping learned from one correction');
      const note = await latestNotification();
      assert.equal(note.header, `Mapping DOMINOS1 learned Total from your correction on ${docRef}`);
      assert.match(note.message[0]!, /Total: the next documents of this layout read "30\.90"/);

      // the same receipt layout again: 304 reprocessed, 310 a new document
      assert.equal(
        (await callApi(t.url, 'GET', '/api/Admin/Map/ReProcessDoc', { token: a.token, query: { id: docIds['304']! } }))
          .status,
        200,
      );
      docIds['310'] = await submit('310');
      await drain();
      assert.equal(await value(docIds['304']!, 'Total'), truth('304').total);
      assert.equal(truth('304').total, '39.60');
      assert.equal(await value(docIds['310']!, 'Total'), truth('310').total);
      assert.equal(truth('310').total, '7.20');
      // what the template read on 310 before it learned: the sub-total again
      const [model310] = await t.ctx.db
        .select({ model: documentResults.model })
        .from(documentResults)
        .where(eq(documentResults.documentId, docIds['310']!));
      assert.equal(applyTemplate(before, model310!.model!).fields.Total!.value, '15.60');
      // and what it read right before still reads right: the dates of the three receipts
      for (const id of ['303', '304', '310'])
        assert.equal(await value(docIds[id]!, 'Receipt Date'), truth(id).date, `receipt ${id}`);
    });

    it('a corrected value that is not printed on the document teaches nothing, and the notification says so', async () => {
      const before = await template();
      // 304 now reads its total right; the reviewer types a date the receipt does not print
      const docRef = await approve(docIds['304']!, { 'Receipt Date': '01/01/1999' });
      await drain();
      assert.deepEqual(await template(), before, 'the template is unchanged');
      assert.equal(await learnedCount(), 1);
      const note = await latestNotification();
      assert.equal(note.header, `Mapping DOMINOS1 could not learn from your correction on ${docRef}`);
      assert.deepEqual(note.message, [
        `Receipt Date not learned: "01/01/1999" is not printed on the document, so there is nowhere to learn Receipt Date from.`,
      ]);
      const [doc] = await t.ctx.db
        .select()
        .from(documents)
        .where(and(eq(documents.id, docIds['304']!), eq(documents.companyId, a.companyId)));
      // the approval itself went through (delivery may have moved it on since)
      assert.notEqual(doc!.approvalStatus, 0);
      assert.ok(['ready', 'delivering', 'delivered'].includes(doc!.status), doc!.status);
    });

    it('an approval without corrections queues the learning job, which finds nothing to learn', async () => {
      const before = await template();
      // the learning job's notifications only: delivery's "Upload processed" for an earlier approval may come later on PostgreSQL
      const learningNotes = async () =>
        (
          await t.ctx.db
            .select()
            .from(notifications)
            .where(and(eq(notifications.companyId, a.companyId), like(notifications.header, 'Mapping DOMINOS1 %')))
        ).length;
      const count = await learningNotes();
      await approve(docIds['310']!, {});
      await drain();
      assert.deepEqual(await template(), before);
      assert.equal(await learningNotes(), count);
    });

    it('a learning that waits for another one on the same mapping keeps what the other wrote (row lock, one transaction)', async () => {
      // back to what the sample taught, then 303's correction learned again while another approval holds the mapping
      await t.ctx.db.update(mappings).set({ template: sampleTemplate }).where(eq(mappings.id, cnId));
      const [doc] = await t.ctx.db
        .select({ attempt: documents.attempt })
        .from(documents)
        .where(eq(documents.id, docIds['303']!));
      let learning: Promise<unknown> = Promise.resolve();
      await t.ctx.db.transaction(async (tx) => {
        await tx.select({ id: mappings.id }).from(mappings).where(eq(mappings.id, cnId)).for('update');
        learning = learnFromApproval(t.ctx, {
          documentId: docIds['303']!,
          companyId: a.companyId,
          attempt: doc!.attempt,
        });
        // on PostgreSQL the learning now waits for this row; PGlite runs one transaction at a time anyway
        await new Promise((r) => setTimeout(r, 300));
        await tx
          .update(mappings)
          .set({
            template: { ...sampleTemplate, warnings: [...sampleTemplate.warnings, 'written by another approval'] },
          })
          .where(eq(mappings.id, cnId));
      });
      assert.deepEqual(await learning, { status: 'success' });
      const after = await template();
      assert.ok(after.warnings.includes('written by another approval'), 'the other write is kept');
      assert.equal(
        after.fields.find((f) => f.name === 'Total')!.alternatives?.length,
        1,
        'and this learning is added to it',
      );
      assert.equal(after.corrections, 1);
    });
  },
);
