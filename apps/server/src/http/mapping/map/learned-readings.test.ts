import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { applyTemplate } from '@paperbridge/engine';
import { MAPPING_CALLS, LEARNED_READING_MSG, type DocumentModel, type Template } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { mappings } from '../../../db/schema/index.ts';
import { readSample } from '@paperbridge/test-kit/mappings/read-sample.ts';
import { corporaDir, corporaSkip } from '../test-support/corpora.ts';
import { submitPayload } from '@paperbridge/test-kit/mappings/mapping-payload.ts';

// Tesseract alone: the subject is a consistent misreading, and it is Tesseract that reads every Sanyu photo "SANYO"
// (the default `combined` engine reads the printed letters); the engine's worker threads take the environment at start
process.env.PAPERBRIDGE_OCR_ENGINE = 'tesseract';

/**
 * Issue 22 points 3-4 on SROIE's Sanyu Stationery receipts (vendor v02), whose photos all read the shop's name
 * "SANYO STATIONERY SHOP": the user corrects the sample's text on the mapping screen, gives Currency a fixed value,
 * and leaves Total as the sample reads it. The mapping learns the corrected reading, the next receipt delivers
 * "SANYU STATIONERY SHOP", and the learned reading is listed and removable by its company only.
 */
const CLIENT = 'shop@sanyu.example';
const receipt = (id: string) => path.join(corporaDir, `sroie-receipts-by-vendor/img/${id}.jpg`);
const SHOP_READ = 'SANYO STATIONERY SHOP';
const SHOP = 'SANYU STATIONERY SHOP';

describe(
  "Learned readings: the sample's text corrected while mapping, a fixed value, the rules listed and removed (issue 22)",
  { skip: corporaSkip() },
  () => {
    let t: TestApp;
    let a: SeededUser;
    let b: SeededUser;
    let cnId: string;
    let fileName: string;
    const fieldId: Record<string, number> = {};

    before(async () => {
      t = await startTestApp();
      a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
      b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
      await callApi(t.url, 'POST', '/api/admin/User/CreateUser', {
        token: a.token,
        body: { companyname: 'Sanyu Stationery', contectname: 'Sam', email: CLIENT },
      });
      for (const f of (
        await callApi(t.url, 'GET', '/api/Admin/Map/GetDocFields', { token: a.token, query: { docTypeId: 2 } })
      ).result)
        fieldId[f.value] = f.id;
    });
    after(async () => t?.close());

    /** A receipt photo through the sample extraction call: its Form rows and its engine model. */
    async function extract(id: string) {
      const res = await readSample(
        t.url,
        a.token,
        { name: `${id}.jpg`, bytes: fs.readFileSync(receipt(id)), type: 'image/jpeg' },
        2,
      );
      assert.equal(res.status, 200, res.message);
      return res.result as {
        fileName: string;
        data: DocumentModel;
        fields: { unique_id: string; key: string; value: string; dF_Id: number | null }[];
      };
    }
    const stored = async () =>
      (await t.ctx.db.select({ template: mappings.template }).from(mappings).where(eq(mappings.id, cnId)))[0]!
        .template as Template;
    const templateField = async (name: string) => (await stored()).fields.find((f) => f.name === name)!;
    const list = (token: string, id = cnId) =>
      callApi(t.url, 'GET', MAPPING_CALLS.getLearnedReadings.path, { token, query: { cnId: id } });
    const remove = (token: string, body: unknown) =>
      callApi(t.url, 'POST', MAPPING_CALLS.removeLearnedReading.path, { token, body });

    it('the shop name corrected on the sample is learned as a reading; Total left as read is unconfirmed; Currency has a fixed value', async () => {
      const sample = await extract('469');
      fileName = sample.fileName;
      const shopLine = sample.data.pages[0]!.lines.find((l) => l.text.startsWith(SHOP_READ));
      assert.ok(shopLine, 'the photo reads the shop name SANYO');
      const total = sample.fields.find((f) => f.key === 'Total' && f.value === '35.00');
      assert.ok(total, `a Total row: ${sample.fields.map((f) => `${f.key}=${f.value}`).join('; ')}`);
      const fields = sample.fields.map((f) => ({ ...f, dF_Id: f === total ? fieldId['Total'] : null }));
      // the user drew the shop's name (it has no label), then typed what the receipt prints
      const drawn = {
        key: '',
        label: 'Drawn on the document',
        value: SHOP,
        polygon: shopLine.polygon,
        page: 1,
        dF_Id: fieldId['Merchant Name'],
        unique_id: 'drawn-1',
        drawn: true,
        sortPosition: 1,
        readAs: 'anything the browser says',
      };
      const currency = {
        key: 'Currency',
        label: 'Currency',
        value: '',
        polygon: null,
        dF_Id: fieldId['Currency'],
        unique_id: 'udf-1',
        isCustomField: true,
        fixedValue: ' MYR ',
      };
      const saved = await callApi(t.url, 'POST', '/api/Admin/Map/MapDataFromSampleFile', {
        token: a.token,
        body: submitPayload({
          fileName,
          coEmail: CLIENT,
          configName: 'SANYUREC1',
          dtId: 2,
          data: { fields: [...fields, drawn], udfFields: [currency], tables: [] },
          config: { docType: 'Expense Receipt' },
        }),
      });
      assert.equal(saved.status, 200, saved.message);
      cnId = saved.result.cnId;

      const merchant = await templateField('Merchant Name');
      assert.equal(merchant.unconfirmed, undefined, 'typed by a person');
      assert.equal(merchant.readings?.length, 1);
      assert.deepEqual(
        { ...merchant.readings![0], id: 'x', learnedAt: 'x' },
        { id: 'x', read: SHOP_READ, value: SHOP, origin: 'sample', learnedFrom: fileName, learnedAt: 'x' },
      );
      assert.ok(!Number.isNaN(Date.parse(merchant.readings![0]!.learnedAt!)), 'dated');
      assert.equal(
        (await templateField('Total')).unconfirmed,
        true,
        "the sample's own OCR reading, which no person confirmed",
      );
      assert.equal((await templateField('Currency')).fixedValue, 'MYR');

      // the mapping screen gets the rows back: the sample's reading beside the corrected text, the fixed value
      const view = (
        await callApi(t.url, 'GET', '/api/Admin/Map/GetConfigurationById', { token: a.token, query: { CnId: cnId } })
      ).result;
      const shopRow = view.data.fields.find((f: { unique_id: string }) => f.unique_id === 'drawn-1');
      assert.equal(shopRow.value, SHOP);
      assert.equal(shopRow.readAs, SHOP_READ, "the server's reading of the sample, not the browser's");
      assert.equal(
        view.data.fields.find((f: { unique_id: string }) => f.unique_id === total.unique_id).readAs,
        undefined,
      );
      assert.equal(view.data.udfFields[0].fixedValue, 'MYR');
    });

    it("the next receipt of the shop, which reads the same misreading, delivers the corrected name with the page's reading kept; Currency its fixed value", async () => {
      const next = await extract('470');
      assert.ok(
        next.data.pages[0]!.lines.some((l) => l.text.startsWith(SHOP_READ)),
        'receipt 470 misreads the name too',
      );
      const applied = applyTemplate(await stored(), next.data).fields;
      assert.equal(applied['Merchant Name']!.value, SHOP);
      assert.equal(applied['Merchant Name']!.source, 'learned');
      assert.equal(applied['Merchant Name']!.readAs, SHOP_READ);
      assert.equal(applied['Currency']!.value, 'MYR');
      assert.equal(applied['Currency']!.source, 'fixed');
    });

    it('GetLearnedReadings lists the readings by field; another company gets 404, a bad id 400', async () => {
      const mine = await list(a.token);
      assert.equal(mine.status, 200, mine.message);
      assert.equal(mine.result.cnId, cnId);
      assert.deepEqual(
        mine.result.fields.map((f: { field: string; readings: { read: string; value: string }[] }) => [
          f.field,
          f.readings.map((r) => `${r.read} → ${r.value}`),
        ]),
        [['Merchant Name', [`${SHOP_READ} → ${SHOP}`]]],
      );
      const other = await list(b.token);
      assert.equal(other.status, 404);
      assert.equal((await list(a.token, 'not-a-uuid')).status, 400);
    });

    it("an edit's save learns the template again: a reviewer's reading of a field still mapped is kept, the sample's reading keeps its date", async () => {
      const before = await stored();
      const sampleReading = before.fields.find((f) => f.name === 'Merchant Name')!.readings![0]!;
      const review = {
        id: 'rreview1',
        read: 'SANY0 STATIONERY SH0P',
        value: SHOP,
        origin: 'review' as const,
        learnedFrom: '478.jpg',
        learnedAt: '2026-11-20T10:00:00.000Z',
      };
      const fields = before.fields.map((f) =>
        f.name === 'Merchant Name' ? { ...f, readings: [review, ...f.readings!] } : f,
      );
      await t.ctx.db
        .update(mappings)
        .set({ template: { ...before, fields, corrections: 1 } })
        .where(eq(mappings.id, cnId));
      const view = (
        await callApi(t.url, 'GET', '/api/Admin/Map/GetConfigurationById', { token: a.token, query: { CnId: cnId } })
      ).result;
      const res = await callApi(t.url, 'POST', '/api/Admin/Map/EditConfiguration', {
        token: a.token,
        body: {
          fileName,
          newConfig: true,
          endPointsConfigRequest: { ...view.endPointsConfigRequest, draftMode: false },
        },
      });
      assert.equal(res.status, 200, res.message);
      const readings = (await templateField('Merchant Name')).readings!;
      assert.deepEqual(
        readings.map((r) => r.id),
        ['rreview1', sampleReading.id],
      );
      assert.equal(readings[1]!.learnedAt, sampleReading.learnedAt);
      assert.equal((await stored()).corrections, 1);
    });

    it('RemoveLearnedReading removes one reading from the stored template; another company and an unknown id get 404', async () => {
      assert.equal((await remove(b.token, { cnId, field: 'Merchant Name', id: 'rreview1' })).status, 404);
      const unknown = await remove(a.token, { cnId, field: 'Merchant Name', id: 'r-none' });
      assert.equal(unknown.status, 404);
      assert.equal(unknown.message, LEARNED_READING_MSG.notFound);
      assert.equal((await remove(a.token, { cnId, field: '', id: 'rreview1' })).status, 400);
      const res = await remove(a.token, { cnId, field: 'Merchant Name', id: 'rreview1' });
      assert.equal(res.status, 200, res.message);
      assert.equal(res.message, LEARNED_READING_MSG.removed);
      assert.deepEqual(
        res.result.fields[0].readings.map((r: { origin: string }) => r.origin),
        ['sample'],
      );
      assert.deepEqual(
        (await templateField('Merchant Name')).readings!.map((r) => r.origin),
        ['sample'],
      );
    });

    it('once the last reading is removed the next receipt is no longer rewritten by it, only spelled as the sample', async () => {
      const id = (await templateField('Merchant Name')).readings![0]!.id;
      const res = await remove(a.token, { cnId, field: 'Merchant Name', id });
      assert.equal(res.status, 200, res.message);
      assert.deepEqual(res.result.fields, []);
      assert.equal((await templateField('Merchant Name')).readings, undefined);
      const next = await extract('470');
      const merchant = applyTemplate(await stored(), next.data).fields['Merchant Name']!;
      assert.notEqual(merchant.source, 'learned');
      // session 30: one letter misread in a word the sample spells ("SANYO" for "SANYU") is still put right towards
      // the sample's typed text, openly: marked corrected, with the page's reading kept for the reviewer
      assert.equal(merchant.source, 'corrected');
      assert.equal(merchant.value, SHOP);
      assert.match(merchant.readAs ?? '', /SANYO/);
    });
  },
);
