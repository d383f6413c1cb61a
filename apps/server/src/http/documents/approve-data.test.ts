import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { DOCUMENT_CALLS, parseCallResult } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { seedFundedUser } from '../../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { corporaSkip } from '../mapping/test-support/corpora.ts';
import { documentResults, documentStages, documents } from '../../db/schema/index.ts';
import { COOLBLUE, createCoolblueMapping } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { HANDED_TO_DELIVERY } from '../../pipeline/test-support/handed-to-delivery.ts';
import { submitDocument } from '../../pipeline/test-support/submit-document.ts';
import { PIPELINE_QUEUES, drainPipeline } from '../../pipeline/test-support/drain-pipeline.ts';
import type { QueueName } from '../../context/queues.ts';

const QUEUES: QueueName[] = [...PIPELINE_QUEUES, 'deliver-destination'];

interface Field {
  id: number;
  label: string;
  value: string;
  isDelete: boolean;
}
interface Column {
  columnHeader: string;
  isDelete: boolean;
  cells: { value: string; isDelete: boolean }[];
}

describe('ApproveData (spec 000 §3, §4 "Approval flow")', { skip: corporaSkip() }, () => {
  let t: TestApp;
  let a: SeededUser;
  let b: SeededUser;
  let dtId: string;
  before(async () => {
    t = await startTestApp();
    a = await seedFundedUser(t);
    b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const cnId = await createCoolblueMapping(t.url, a.token, {
      configName: 'APPROVE1',
      clientEmail: 'orders@coolblue.example',
      request: { requiredApproval: true },
    });
    dtId = await submitDocument(t.url, a.token, cnId, { name: 'coolblue1.pdf', bytes: fs.readFileSync(COOLBLUE(1)) });
    await drainPipeline(t, ['deliver-destination']);
  });
  after(async () => t.close());

  const approvalData = async () =>
    (await callApi(t.url, 'GET', '/api/Admin/Map/GetDataForApproval', { token: a.token, query: { docId: dtId } }))
      .result;
  const approve = (body: unknown, token = a.token) =>
    callApi(t.url, 'POST', '/api/Admin/Map/ApproveData', { token, body });
  const docRow = async () => (await t.ctx.db.select().from(documents).where(eq(documents.id, dtId)))[0]!;

  it('a mapping that requires approval leaves the document waiting for approval (approvalStatus 0)', async () => {
    const doc = await docRow();
    assert.equal(doc.approvalStatus, 0);
    assert.equal(doc.status, 'awaiting_review');
    const [review] = await t.ctx.db
      .select()
      .from(documentStages)
      .where(and(eq(documentStages.documentId, dtId), eq(documentStages.step, 'review')));
    assert.equal(review!.status, 'awaiting_review');
  });

  it('validation errors name the field: a wrong type, an unknown field id, a changed column header', async () => {
    const data = await approvalData();
    const badType = await approve({
      docId: dtId,
      form: [{ id: data.form[0].id, label: data.form[0].label, value: 12, isDelete: false }],
      extactedFromTable: [],
      tables: [],
    });
    assert.equal(badType.status, 400);
    assert.equal(badType.result[0].field, 'form.0.value');
    const unknown = await approve({
      docId: dtId,
      form: [{ id: 999, label: 'Invoice Number', value: 'x', isDelete: false }],
      extactedFromTable: [],
      tables: [],
    });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.result, [{ field: 'form[0].id', message: 'This field is not part of the document.' }]);
    const header = await approve({
      docId: dtId,
      form: [],
      extactedFromTable: [],
      tables: [
        {
          tableNumber: data.tables[0].tableNumber,
          columnIndex: 0,
          columnHeader: 'Not a column',
          rowIndex: 0,
          value: 'x',
          isDelete: false,
        },
      ],
    });
    assert.equal(header.status, 400);
    assert.equal(header.result[0].field, 'tables[0].columnHeader');
    assert.equal((await docRow()).approvalStatus, 0, 'a refused approval changes nothing');
  });

  it("another company's document answers 404", async () => {
    const stolen = await approve({ docId: dtId, form: [], extactedFromTable: [], tables: [] }, b.token);
    assert.equal(stolen.status, 404);
    assert.equal((await docRow()).approvalStatus, 0);
  });

  it('approve stores the approved data apart from the extracted data, sets approvalStatus 3 and moves the document on to delivery', async () => {
    const data = await approvalData();
    const number = data.form.find((f: Field) => f.label === 'Invoice Number');
    const total = data.form.find((f: Field) => f.label === 'Total Amount');
    const table = data.tables[0];
    const quantity = table.columns.findIndex((c: Column) => c.columnHeader === 'Quantity');
    const rows = table.columns[0].cells.length;
    assert.ok(quantity >= 0 && rows >= 2);
    // every cell of the Quantity column deleted (the column counts as deleted), and the last row deleted
    const cells = [
      ...table.columns[quantity].cells.map((c: { value: string }, r: number) => ({
        tableNumber: table.tableNumber,
        columnIndex: quantity,
        columnHeader: 'Quantity',
        rowIndex: r,
        value: c.value,
        isDelete: true,
      })),
      ...table.columns
        .map((c: Column, k: number) => ({ c, k }))
        .filter(({ k }: { k: number }) => k !== quantity)
        .map(({ c, k }: { c: Column; k: number }) => ({
          tableNumber: table.tableNumber,
          columnIndex: k,
          columnHeader: c.columnHeader,
          rowIndex: rows - 1,
          value: c.cells[rows - 1]!.value,
          isDelete: true,
        })),
    ];
    const res = await approve({
      docId: dtId,
      form: [
        { id: number.id, label: number.label, value: 'INV-CORRECTED-1', isDelete: false },
        { id: total.id, label: total.label, value: total.value, isDelete: true },
      ],
      extactedFromTable: [],
      tables: cells,
    });
    assert.equal(res.status, 200, res.message);
    assert.equal(res.message, 'Data Successfully Integrated !!');
    // the mapping sends to an e-mail address that delivery has not reached yet: approved but not sent
    assert.deepEqual(res.result, { dtId, approvalStatus: 3 });

    const [stored] = await t.ctx.db.select().from(documentResults).where(eq(documentResults.documentId, dtId));
    assert.equal(
      stored!.extracted!.form.find((f) => f.id === number.id)!.value,
      number.value,
      'the extracted data is kept as the engine read it',
    );
    assert.equal(stored!.approved!.form.find((f) => f.id === number.id)!.value, 'INV-CORRECTED-1');
    assert.equal(stored!.approved!.form.find((f) => f.id === total.id)!.isDelete, true);
    assert.equal(
      stored!.approved!.tables[0]!.columns[quantity]!.isDelete,
      true,
      'a column whose cells are all deleted counts as deleted',
    );
    assert.equal(stored!.approved!.tables[0]!.columns.filter((c) => c.isDelete).length, 1);
    assert.equal(stored!.approvedBy, a.userId);
    assert.ok(stored!.approvedAt);

    const doc = await docRow();
    assert.ok(HANDED_TO_DELIVERY.includes(doc.status), doc.status);
    assert.equal(doc.uniqueReference, 'INV-CORRECTED-1', 'a corrected unique key renames the document');
    const after = await approvalData();
    assert.equal(after.docRef, 'INV-CORRECTED-1');
    assert.equal(
      after.form.find((f: Field) => f.id === number.id).value,
      'INV-CORRECTED-1',
      'GetDataForApproval answers the approved data',
    );

    for (const q of QUEUES) await t.ctx.jobs.drain(q, 60_000);
    const stages = await t.ctx.db.select().from(documentStages).where(eq(documentStages.documentId, dtId));
    assert.equal(stages.find((s) => s.step === 'review')!.status, 'success');
    assert.deepEqual(
      stages.filter((s) => s.step === 'deliver').map((s) => [s.destination, s.status]),
      [['Email', 'success']],
    );
    const milestone = await callApi(t.url, 'GET', '/api/Admin/Dashboard/GetDocMilestone', {
      token: a.token,
      query: { id: dtId },
    });
    assert.deepEqual(
      milestone.result.process.map((s: { status: boolean | null }) => s.status),
      [true, true, true],
    );
    assert.deepEqual(milestone.result.out, [{ name: 'Email', status: true }]);
    const delivered = await docRow();
    assert.deepEqual(
      [delivered.status, delivered.approvalStatus],
      ['delivered', 1],
      'sent to every destination: approved (1), no longer "not sent" (3)',
    );
  });

  it('approving twice is refused: the document is no longer waiting for approval', async () => {
    const again = await approve({ docId: dtId, form: [], extactedFromTable: [], tables: [] });
    assert.equal(again.status, 409);
    assert.equal(again.message, 'This document is not waiting for approval.');
    const [stored] = await t.ctx.db.select().from(documentResults).where(eq(documentResults.documentId, dtId));
    assert.equal(stored!.approved!.form.find((f) => f.label === 'Invoice Number')!.value, 'INV-CORRECTED-1');
  });

  it('a reprocess supersedes the approval: the new run waits for approval again with its own extracted data', async () => {
    const re = await callApi(t.url, 'GET', '/api/Admin/Map/ReProcessDoc', { token: a.token, query: { id: dtId } });
    assert.equal(re.status, 200, re.message);
    assert.deepEqual(parseCallResult(DOCUMENT_CALLS.reProcessDoc, re.result), { ok: true, result: re.result });
    await drainPipeline(t, ['deliver-destination']);
    const doc = await docRow();
    assert.equal(doc.attempt, 1);
    assert.equal(doc.approvalStatus, 0);
    const [stored] = await t.ctx.db.select().from(documentResults).where(eq(documentResults.documentId, dtId));
    assert.equal(stored!.approved, null);
    assert.equal((await approvalData()).form.find((f: Field) => f.label === 'Invoice Number').value, '993548900');
    const res = await approve({ docId: dtId, form: [], extactedFromTable: [], tables: [] });
    assert.equal(res.status, 200, res.message);
  });
});
