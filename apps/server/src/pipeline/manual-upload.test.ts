import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../testing/seed-user.ts';
import { seedFundedUser } from '../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { uploadFile } from '@paperbridge/test-kit/mappings/upload-file.ts';
import { corporaSkip } from '../http/mapping/test-support/corpora.ts';
import { documentStages, documents, ledgerEntries } from '../db/schema/index.ts';
import { COOLBLUE, createCoolblueMapping } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { HANDED_TO_DELIVERY } from './test-support/handed-to-delivery.ts';
import { PIPELINE_QUEUES } from './test-support/drain-pipeline.ts';

describe(
  'Manual upload (spec 002): page count, batch folder, upload, doc intents, processing, approval data',
  { skip: corporaSkip() },
  () => {
    let t: TestApp;
    let a: SeededUser;
    let b: SeededUser;
    let cnId: string;
    before(async () => {
      t = await startTestApp();
      a = await seedFundedUser(t);
      b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
      cnId = await createCoolblueMapping(t.url, a.token, {
        configName: 'COOLBLUE1',
        clientEmail: 'orders@coolblue.example',
      });
    });
    after(async () => t.close());

    const drain = async () => {
      for (let round = 0; round < 3; round++) for (const q of PIPELINE_QUEUES) await t.ctx.jobs.drain(q, 120_000);
    };
    const upload = async (token: string, path: string, name: string, bytes: Uint8Array) =>
      uploadFile(t.url, '/api/App/UploadFile', { token, fields: { path }, file: { name, bytes } });

    it('PdfPageCount answers the page count; a file that is not a PDF is refused with the reason', async () => {
      const ok = await uploadFile(t.url, '/api/Admin/Map/PdfPageCount', {
        token: a.token,
        file: { name: 'coolblue1.pdf', bytes: fs.readFileSync(COOLBLUE(1)) },
      });
      assert.equal(ok.status, 200, ok.message);
      assert.equal(ok.result, 1);
      const html = await uploadFile(t.url, '/api/Admin/Map/PdfPageCount', {
        token: a.token,
        file: { name: 'fake.pdf', bytes: Buffer.from('<html>not a pdf</html>') },
      });
      assert.equal(html.status, 400);
      assert.equal(html.message, 'Only PDF documents, JPG, PNG or TIFF photos and XML e-invoices can be uploaded.');
    });

    it('uploads two invoices, processes them, and stores the invoice number and total of each', async () => {
      const details = await callApi(t.url, 'GET', '/api/App/GetS3Details', {
        token: a.token,
        query: { ConfigId: cnId },
      });
      assert.equal(details.status, 200, details.message);
      assert.equal(details.result.bucketName, 'local');
      const files = [];
      for (const n of [1, 2] as const) {
        const up = await upload(a.token, details.result.path, `coolblue${n}.pdf`, fs.readFileSync(COOLBLUE(n)));
        assert.equal(up.status, 200, up.message);
        assert.equal(up.result.pageCount, 1);
        assert.match(up.result.sha256, /^[0-9a-f]{64}$/);
        files.push({ fileName: up.result.fileName, key: up.result.key });
      }
      const intents = await callApi(t.url, 'POST', '/api/Admin/Map/CreateDocIntent', {
        token: a.token,
        body: { appFiles: files, configId: cnId, webRequest: true },
      });
      assert.equal(intents.status, 200, intents.message);
      assert.deepEqual(
        intents.result.map((i: { status: number }) => i.status),
        [1, 1],
      );
      for (const i of intents.result)
        assert.equal(
          (await callApi(t.url, 'GET', '/api/Admin/Map/ProcessDocIntent', { token: a.token, query: { msId: i.msId } }))
            .status,
          200,
        );
      await drain();
      const expected = [
        { number: '993548900', total: '717,97' },
        { number: '992288600', total: '4.904,94' },
      ];
      for (const [k, i] of intents.result.entries()) {
        const data = await callApi(t.url, 'GET', '/api/Admin/Map/GetDataForApproval', {
          token: a.token,
          query: { docId: i.msId },
        });
        assert.equal(data.status, 200, data.message);
        const value = (label: string) => data.result.form.find((f: { label: string }) => f.label === label)?.value;
        assert.equal(value('Invoice Number'), expected[k]!.number);
        assert.match(value('Total Amount'), new RegExp(expected[k]!.total.replace('.', '\\.')));
        assert.equal(data.result.docRef, expected[k]!.number);
        assert.ok(
          data.result.tables[0].columns.find((c: { columnHeader: string }) => c.columnHeader === 'Description').cells
            .length >= 3,
        );
        const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.id, i.msId));
        assert.ok(HANDED_TO_DELIVERY.includes(doc!.status), doc!.status);
        assert.equal(doc!.uniqueReference, expected[k]!.number);
        assert.ok(doc!.confidence! > 0.5);
        assert.equal(doc!.isProcessed, true);
      }
      // one charge per document and page, at the configured price
      const debits = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'debit'));
      assert.equal(debits.filter((d) => d.companyId === a.companyId).length, 2);
      // the milestone: in, process and the e-mail destination (the outbox in embedded mode) green
      await t.ctx.jobs.drain('deliver-destination', 60_000);
      const milestone = await callApi(t.url, 'GET', '/api/Admin/Dashboard/GetDocMilestone', {
        token: a.token,
        query: { id: intents.result[0].msId },
      });
      assert.deepEqual(milestone.result.in, [{ name: 'Received', status: true }]);
      assert.deepEqual(
        milestone.result.process.map((s: { status: boolean }) => s.status),
        [true, true, true],
      );
      assert.deepEqual(milestone.result.out, [{ name: 'Email', status: true }]);
    });

    it('the same file again for the same mapping is refused as a duplicate; ten pages at most per upload', async () => {
      const { result: batch } = await callApi(t.url, 'GET', '/api/App/GetS3Details', {
        token: a.token,
        query: { ConfigId: cnId },
      });
      const up = await upload(a.token, batch.path, 'again.pdf', fs.readFileSync(COOLBLUE(1)));
      const again = await callApi(t.url, 'POST', '/api/Admin/Map/CreateDocIntent', {
        token: a.token,
        body: { appFiles: [{ fileName: 'again.pdf', key: up.result.key }], configId: cnId, webRequest: true },
      });
      assert.equal(again.result[0].status, 0);
      assert.match(
        again.result[0].message,
        /^This document was already uploaded for this mapping on \d{4}-\d{2}-\d{2}\.$/,
      );
    });

    it('a document reads its progress, and another company gets 404 for every document call', async () => {
      const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.companyId, a.companyId)).limit(1);
      const res = await fetch(`${t.url}/api/Admin/Map/DocProgress?ids=${doc!.id}`, {
        headers: { authorization: `Bearer ${a.token}` },
      });
      assert.equal(res.headers.get('content-type'), 'text/event-stream; charset=utf-8');
      const text = await res.text();
      const event = JSON.parse(/data: (.*)\n/.exec(text)![1]!);
      assert.equal(event[0].dtId, doc!.id);
      assert.equal(event[0].progress, 100);
      assert.equal(event[0].done, true);
      for (const [call, q] of [
        ['/api/Admin/Map/GetDataForApproval', { docId: doc!.id }],
        ['/api/Admin/Map/ProcessDocIntent', { msId: doc!.id }],
        ['/api/Admin/Map/ReProcessDocCheck', { id: doc!.id }],
        ['/api/Admin/Map/ReProcessDoc', { id: doc!.id }],
        ['/api/Admin/Dashboard/GetDocMilestone', { id: doc!.id }],
        ['/api/App/GetS3Details', { ConfigId: cnId }],
      ] as const) {
        const other = await callApi(t.url, 'GET', call, { token: b.token, query: q });
        assert.equal(other.status, 404, `${call}: ${other.status} ${other.message}`);
      }
      const stolen = await callApi(t.url, 'POST', '/api/Admin/Map/CreateDocIntent', {
        token: b.token,
        body: { appFiles: [{ fileName: 'x.pdf', key: doc!.fileKey }], configId: cnId, webRequest: true },
      });
      assert.equal(stolen.status, 404);
      const progress = await fetch(`${t.url}/api/Admin/Map/DocProgress?ids=${doc!.id}`, {
        headers: { authorization: `Bearer ${b.token}` },
      });
      assert.match(await progress.text(), /data: \[\]/);
    });

    it('reprocess runs the document again as a new attempt, charged again', async () => {
      const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.companyId, a.companyId)).limit(1);
      assert.equal(
        (await callApi(t.url, 'GET', '/api/Admin/Map/ReProcessDocCheck', { token: a.token, query: { id: doc!.id } }))
          .result,
        1,
      );
      const re = await callApi(t.url, 'GET', '/api/Admin/Map/ReProcessDoc', { token: a.token, query: { id: doc!.id } });
      assert.equal(re.status, 200, re.message);
      assert.equal(re.message, 'Reprocessing your document usually takes a few minutes. Thanks for your patience.');
      await drain();
      const [after] = await t.ctx.db.select().from(documents).where(eq(documents.id, doc!.id));
      assert.equal(after!.attempt, 1);
      assert.ok(HANDED_TO_DELIVERY.includes(after!.status), after!.status);
      const stages = await t.ctx.db.select().from(documentStages).where(eq(documentStages.documentId, doc!.id));
      assert.equal(stages.filter((s) => s.step === 'extract').length, 2);
    });
  },
);
