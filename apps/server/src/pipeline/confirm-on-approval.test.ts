import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { DocumentModel, Template } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { type SeededUser } from '../testing/seed-user.ts';
import { seedFundedUser } from '../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { readSample } from '@paperbridge/test-kit/mappings/read-sample.ts';
import { corporaSkip } from '../http/mapping/test-support/corpora.ts';
import { submitPayload } from '@paperbridge/test-kit/mappings/mapping-payload.ts';
import { documents, mappings, notifications } from '../db/schema/index.ts';
import { SROIE } from './test-support/receipt-mapping.ts';
import { drainPipeline } from './test-support/drain-pipeline.ts';
import { submitDocument } from './test-support/submit-document.ts';

// Tesseract alone: the subject is a consistent misreading, and it is Tesseract that reads every Sanyu photo "SANYO"
// (the default `combined` engine reads the printed letters); the engine's worker threads take the environment at start
process.env.PAPERBRIDGE_OCR_ENGINE = 'tesseract';

/**
 * Issue 22 point 4: a shop name mapped as the sample's photo reads it (nobody corrected or confirmed it) is doubted
 * on the next receipts, however exactly they read it; a reviewer who approves it as read confirms it, and the
 * mapping's template then trusts it. SROIE's Sanyu Stationery (v02): every photo reads "SANYO STATIONERY SHOP".
 */
const CLIENT = 'till@sanyu-confirm.example';
const SHOP_READ = 'SANYO STATIONERY SHOP';

describe(
  'approving a value as read confirms the sample text it was mapped from (issue 22)',
  { skip: corporaSkip() },
  () => {
    let t: TestApp;
    let a: SeededUser;
    let cnId: string;

    before(async () => {
      t = await startTestApp();
      a = await seedFundedUser(t);
      await callApi(t.url, 'POST', '/api/admin/User/CreateUser', {
        token: a.token,
        body: { companyname: 'Sanyu Stationery', contectname: 'Sam', email: CLIENT },
      });
      const fieldId: Record<string, number> = {};
      for (const f of (
        await callApi(t.url, 'GET', '/api/Admin/Map/GetDocFields', { token: a.token, query: { docTypeId: 2 } })
      ).result)
        fieldId[f.value] = f.id;
      const sample = await readSample(
        t.url,
        a.token,
        { name: '469.jpg', bytes: fs.readFileSync(SROIE('469')), type: 'image/jpeg' },
        2,
      );
      assert.equal(sample.status, 200, sample.message);
      const model = sample.result.data as DocumentModel;
      const line = model.pages[0]!.lines.find((l) => l.text.startsWith(SHOP_READ))!;
      // the name drawn on the sample and left as the photo reads it
      const drawn = {
        key: '',
        label: 'Drawn on the document',
        value: line.text,
        polygon: line.polygon,
        page: 1,
        dF_Id: fieldId['Merchant Name'],
        unique_id: 'drawn-1',
        drawn: true,
        sortPosition: 1,
      };
      const saved = await callApi(t.url, 'POST', '/api/Admin/Map/MapDataFromSampleFile', {
        token: a.token,
        body: submitPayload({
          fileName: sample.result.fileName,
          coEmail: CLIENT,
          configName: 'SANYUOK1',
          dtId: 2,
          data: { fields: [drawn], tables: [] },
          config: { docType: 'Expense Receipt' },
        }),
      });
      assert.equal(saved.status, 200, saved.message);
      cnId = saved.result.cnId;
    });
    after(async () => t?.close());

    const merchantField = async () =>
      (
        (await t.ctx.db.select({ template: mappings.template }).from(mappings).where(eq(mappings.id, cnId)))[0]!
          .template as Template
      ).fields.find((f) => f.name === 'Merchant Name')!;
    const process = async (id: string) => {
      const dtId = await submitDocument(t.url, a.token, cnId, { name: `${id}.jpg`, bytes: fs.readFileSync(SROIE(id)) });
      await drainPipeline(t, ['learn-from-approval']);
      const [doc] = await t.ctx.db.select({ status: documents.status }).from(documents).where(eq(documents.id, dtId));
      const data = (
        await callApi(t.url, 'GET', '/api/Admin/Map/GetDataForApproval', { token: a.token, query: { docId: dtId } })
      ).result;
      return {
        dtId,
        status: doc!.status,
        data,
        merchant: data.form.find((f: { label: string }) => f.label === 'Merchant Name'),
      };
    };

    it('the name as read is unconfirmed: the next receipt reads it exactly, and still waits for review for it', async () => {
      assert.equal((await merchantField()).unconfirmed, true);
      const next = await process('470');
      assert.equal(next.merchant.value, SHOP_READ);
      assert.equal(next.status, 'awaiting_review');
      assert.ok(
        next.data.reviewReasons.some((r: { message: string }) => r.message.startsWith('Merchant Name was read with')),
        JSON.stringify(next.data.reviewReasons),
      );

      const approved = await callApi(t.url, 'POST', '/api/Admin/Map/ApproveData', {
        token: a.token,
        body: {
          docId: next.dtId,
          form: next.data.form.map((f: { id: number; label: string; value: string }) => ({
            id: f.id,
            label: f.label,
            value: f.value,
            isDelete: false,
          })),
          extactedFromTable: [],
          tables: [],
        },
      });
      assert.equal(approved.status, 200, approved.message);
      await drainPipeline(t, ['learn-from-approval']);
      assert.equal((await merchantField()).unconfirmed, undefined, 'the approval confirmed the sample text');
      const bell = await t.ctx.db
        .select({ header: notifications.header })
        .from(notifications)
        .where(eq(notifications.companyId, a.companyId));
      assert.ok(
        bell.some((n) => n.header === 'Mapping SANYUOK1 now trusts Merchant Name as approved on 470.jpg'),
        bell.map((n) => n.header).join(' | '),
      );
    });

    it('after the approval the same reading is trusted: the next receipt goes out without review', async () => {
      const next = await process('474');
      assert.equal(next.merchant.value, SHOP_READ);
      assert.ok(next.merchant.confidence >= 93, `confidence ${next.merchant.confidence}`);
      assert.notEqual(next.status, 'awaiting_review');
    });
  },
);
