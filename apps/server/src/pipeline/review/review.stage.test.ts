import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { ApprovalData, DocumentModel, FailedCheck } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import {
  clients,
  documentResults,
  documentStages,
  documents,
  mappings,
  sampleExtractions,
  type MappedValue,
} from '../../db/schema/index.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { submitPayload } from '@paperbridge/test-kit/mappings/mapping-payload.ts';
import { REVIEW_CONFIDENCE_THRESHOLD, reviewThresholdFor } from '@paperbridge/engine';
import { reviewThreshold } from './review-threshold.ts';
import { runStep } from '../stages.ts';

const ENDPOINTS = {
  ftpIn: null,
  ftpOut: null,
  emailList: [],
  isEmailConfig: false,
  destinationEmails: [],
  destinationEmailFileType: null,
  webhookEndPoint: null,
  integrationType: null,
  enterpriseRequest: null,
  excelTabName: null,
  isManualUpload: true,
  isMobileApp: false,
  isAPI: false,
};
const EXTRACTED: ApprovalData = { docRef: 'receipt.jpg', form: [], extactedFromTable: [], tables: [] };
// as the map stage records them: each with the calibrated threshold of its kind
const value = (label: string, confidence: number | null, required = false): MappedValue => ({
  label,
  confidence,
  missing: confidence === null,
  required,
  threshold: 0.9,
});
const SURE = [value('Merchant Name', 0.97), value('Receipt Date', 0.93), value('Total', 0.99, true)];
const MODEL: DocumentModel = {
  fileName: 'sample.pdf',
  type: 'pdf',
  pageCount: 1,
  pages: [
    {
      pageNumber: 1,
      width: 595,
      height: 842,
      rotation: 0,
      skew: 0,
      source: 'text-layer',
      words: [],
      lines: [],
      blocks: [],
      rulings: [],
    },
  ],
  keyValues: [],
  tables: [],
};

describe('review by risk on every mapping (issue 22 point 2): the review stage, its reasons, the review choice', () => {
  let t: TestApp;
  let a: SeededUser;
  let b: SeededUser;
  let clientId = '';
  const mappingIds: Record<string, string> = {};
  before(async () => {
    t = await startTestApp({}, { workers: false });
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const [client] = await t.ctx.db
      .insert(clients)
      .values({ companyId: a.companyId, companyName: 'Sanyu', contactName: 'S', email: 'till@sanyu.example' })
      .returning();
    clientId = client!.id;
    const seed = async (name: string, more: Partial<typeof mappings.$inferInsert>) =>
      (mappingIds[name] = (
        await t.ctx.db
          .insert(mappings)
          .values({
            companyId: a.companyId,
            clientId,
            docTypeId: 2,
            name,
            nameKey: name.toLowerCase(),
            draftMode: false,
            sampleFileName: 's.jpg',
            retentionState: 1,
            retentionDuration: 30,
            endpoints: ENDPOINTS,
            ...more,
          })
          .returning()
      )[0]!.id);
    await seed('UNSURE', {});
    await seed('ALWAYS', { reviewMode: 'always' });
    await seed('CHECKBOX', { requiredApproval: true });
  });
  after(async () => t?.close());

  /** a document as the map stage leaves it, then the review stage run on it */
  async function reviewed(mapping: string, values: MappedValue[], checks: FailedCheck[] = []) {
    const [doc] = await t.ctx.db
      .insert(documents)
      .values({
        companyId: a.companyId,
        fileName: 'receipt.jpg',
        status: 'mapping',
        mappingId: mappingIds[mapping],
        docTypeId: 2,
      })
      .returning();
    await t.ctx.db.insert(documentResults).values({
      documentId: doc!.id,
      companyId: a.companyId,
      extracted: EXTRACTED,
      mappedValues: values,
      applied: { fields: {}, tables: [], confidence: 0.9, ...(checks.length ? { checks } : {}) },
    });
    const job = { documentId: doc!.id, companyId: a.companyId, attempt: 0 };
    await runStep(t.ctx, 'review', job);
    const [after] = await t.ctx.db.select().from(documents).where(eq(documents.id, doc!.id));
    const [stage] = await t.ctx.db
      .select()
      .from(documentStages)
      .where(and(eq(documentStages.documentId, doc!.id), eq(documentStages.step, 'review')));
    const answer = await callApi(t.url, 'GET', '/api/Admin/Map/GetDataForApproval', {
      token: a.token,
      query: { docId: doc!.id },
    });
    assert.equal(answer.status, 200, answer.message);
    return { doc: after!, stage: stage!, answer: answer.result as ApprovalData };
  }

  it("the threshold is the engine's calibrated one unless REVIEW_CONFIDENCE_THRESHOLD is set", () => {
    assert.equal(t.ctx.config.pipeline.reviewConfidenceThreshold, undefined);
    assert.equal(reviewThreshold(t.ctx.config.pipeline.reviewConfidenceThreshold), REVIEW_CONFIDENCE_THRESHOLD);
    assert.equal(reviewThreshold(t.ctx.config.pipeline.reviewConfidenceThreshold, 'date'), reviewThresholdFor('date'));
    assert.equal(reviewThreshold(0.75, 'date'), 0.75);
  });

  it("'unsure' with every value found and trusted, no failed check: delivered without review, no reasons", async () => {
    const { doc, stage, answer } = await reviewed('UNSURE', SURE);
    assert.equal(doc.status, 'ready');
    assert.equal(doc.approvalStatus, null);
    assert.equal(stage.status, 'skipped');
    assert.equal(answer.reviewReasons, undefined);
  });

  it("'unsure' stops a document for a value below 90%, a missing value, a failed check; the review screen gets each reason", async () => {
    const { doc, stage, answer } = await reviewed(
      'UNSURE',
      [value('Merchant Name', 0.62), value('Receipt Date', null), value('Total', 0.99, true)],
      [{ field: 'Total', code: 'total_arithmetic', message: 'Total: 68.44 is not Subtotal + Tax.' }],
    );
    assert.equal(doc.status, 'awaiting_review');
    assert.equal(doc.approvalStatus, 0);
    assert.equal(stage.status, 'awaiting_review');
    const expected = [
      {
        code: 'low_confidence',
        field: 'Merchant Name',
        message: 'Merchant Name was read with 62% confidence (below 90%).',
      },
      { code: 'value_missing', field: 'Receipt Date', message: 'Receipt Date was not found on the document.' },
      { code: 'check_failed', field: 'Total', message: 'Total: 68.44 is not Subtotal + Tax.' },
    ];
    assert.deepEqual(stage.errors, expected);
    assert.deepEqual(answer.reviewReasons, expected);
    // another company never sees the document, nor its reasons
    assert.equal(
      (await callApi(t.url, 'GET', '/api/Admin/Map/GetDataForApproval', { token: b.token, query: { docId: doc.id } }))
        .status,
      404,
    );
  });

  it('a required value missing is said to be required', async () => {
    const { answer } = await reviewed('UNSURE', [value('Merchant Name', 0.95), value('Total', null, true)]);
    assert.deepEqual(answer.reviewReasons, [
      { code: 'required_missing', field: 'Total', message: 'Total is required and was not found on the document.' },
    ]);
  });

  it("'always' stops a document with nothing wrong; so does the spec's \"Review the output before finalising.\"", async () => {
    for (const mapping of ['ALWAYS', 'CHECKBOX']) {
      const { doc, answer } = await reviewed(mapping, SURE);
      assert.equal(doc.status, 'awaiting_review', mapping);
      assert.deepEqual(
        answer.reviewReasons,
        [{ code: 'review_every', message: 'The mapping requires review of every document.' }],
        mapping,
      );
    }
  });

  it('once approved the document has nothing left to explain', async () => {
    const { doc } = await reviewed('UNSURE', [value('Merchant Name', 0.5)]);
    await t.ctx.db.update(documents).set({ approvalStatus: 1, status: 'ready' }).where(eq(documents.id, doc.id));
    const answer = await callApi(t.url, 'GET', '/api/Admin/Map/GetDataForApproval', {
      token: a.token,
      query: { docId: doc.id },
    });
    assert.equal(answer.result.reviewReasons, undefined);
  });

  it('the review choice is saved, read back and edited with the mapping; absent on edit keeps it; a wrong one is refused', async () => {
    const token = a.token;
    const sampleRow = async (fileName: string) =>
      t.ctx.db.insert(sampleExtractions).values({
        companyId: a.companyId,
        docTypeId: 2,
        fileName,
        fileKey: `samples/${fileName}`,
        stage: 'done',
        progress: 100,
        result: {
          fileName,
          sampleId: fileName,
          docTypeId: 2,
          data: MODEL,
          fields: [],
          udfFields: [],
          tables: [],
          tableCount: 0,
          status: 'success',
          warnings: [],
        },
      });
    const payload = (configName: string, request: Record<string, unknown>) =>
      submitPayload({
        fileName: `${configName}.pdf`,
        coEmail: 'till@sanyu.example',
        configName,
        dtId: 2,
        draftMode: true,
        request,
        config: { docType: 'Expense Receipt' },
      });
    const create = async (configName: string, request: Record<string, unknown>) => {
      await sampleRow(`${configName}.pdf`);
      const saved = await callApi(t.url, 'POST', '/api/Admin/Map/MapDataFromSampleFile', {
        token,
        body: payload(configName, request),
      });
      assert.equal(saved.status, 200, saved.message);
      return saved.result.cnId as string;
    };
    const read = async (cnId: string) =>
      (await callApi(t.url, 'GET', '/api/Admin/Map/GetConfigurationById', { token, query: { CnId: cnId } })).result;
    const edit = (cnId: string, configName: string, request: Record<string, unknown>) => {
      const body = payload(configName, request);
      return callApi(t.url, 'POST', '/api/Admin/Map/EditConfiguration', {
        token,
        body: { ...body, endPointsConfigRequest: { ...body.endPointsConfigRequest, cnId } },
      });
    };

    const always = await create('JSONALWAYS1', { reviewMode: 'always', destinationEmailFileType: 'JSON' });
    let view = await read(always);
    assert.equal(view.reviewMode, 'always');
    assert.equal(view.endPointsConfigRequest.reviewMode, 'always');
    assert.equal(view.endPointsConfigRequest.requiredApproval, false);
    assert.equal((await edit(always, 'JSONALWAYS1', {})).status, 200);
    assert.equal((await read(always)).endPointsConfigRequest.reviewMode, 'always');
    assert.equal((await edit(always, 'JSONALWAYS1', { reviewMode: 'unsure' })).status, 200);
    view = await read(always);
    assert.equal(view.endPointsConfigRequest.reviewMode, 'unsure');

    const plain = await create('PLAIN1', {});
    assert.equal((await read(plain)).endPointsConfigRequest.reviewMode, 'unsure');
    const wrong = await edit(plain, 'PLAIN1', { reviewMode: 'sometimes' });
    assert.equal(wrong.status, 400);
  });

  it("the migration gives every existing mapping 'unsure'", async () => {
    // back to the schema before the migration, with a mapping in it, then the migration's own SQL
    const file = fs.readdirSync(migrationsFolder).find((f) => /^\d{4}_review-mode\.sql$/.test(f))!;
    await t.ctx.db.execute(sql`alter table mappings drop column review_mode`);
    await t.ctx.db.execute(sql`alter table document_results drop column mapped_values`);
    await t.ctx.db.execute(
      sql.raw(
        `insert into mappings (company_id, client_id, doc_type_id, name, name_key, sample_file_name, retention_state, retention_duration, endpoints) values ('${a.companyId}', '${clientId}', 2, 'OLD', 'old', 'old.jpg', 1, 30, '{}'::jsonb)`,
      ),
    );
    for (const statement of fs
      .readFileSync(path.join(migrationsFolder, file), 'utf8')
      .split('--> statement-breakpoint'))
      await t.ctx.db.execute(sql.raw(statement));
    const rows = await t.ctx.db
      .select({ name: mappings.name, reviewMode: mappings.reviewMode })
      .from(mappings)
      .where(eq(mappings.companyId, a.companyId));
    assert.equal(rows.find((r) => r.name === 'OLD')!.reviewMode, 'unsure');
    assert.equal(
      rows.find((r) => r.name === 'ALWAYS')!.reviewMode,
      'unsure',
      'the column is new: every mapping starts at the default',
    );
  });
});
