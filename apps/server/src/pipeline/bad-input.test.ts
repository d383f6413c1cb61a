import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { makePdf, encryptedPdf } from '@paperbridge/engine/testing';
import { contentBombPdf, imageBombPdf, pngHeader } from '@paperbridge/engine/testing/bombs';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../testing/seed-user.ts';
import { seedFundedUser } from '../testing/seed-funded-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { uploadFile } from '@paperbridge/test-kit/mappings/upload-file.ts';
import { corporaSkip } from '../http/mapping/test-support/corpora.ts';
import { documentStages, documents, mappings, notifications } from '../db/schema/index.ts';
import { storageFor } from '../connectors/storage/storage-for.ts';
import { submitDocument } from './intake/submit-document.ts';
import { sha256Hex } from './intake/sha256-hex.ts';
import { COOLBLUE, createCoolblueMapping } from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
import { HANDED_TO_DELIVERY } from './test-support/handed-to-delivery.ts';
import { PIPELINE_QUEUES } from './test-support/drain-pipeline.ts';

const QUEUES = PIPELINE_QUEUES;

describe(
  'Bad input: every broken file gets a clear refusal or a failed status with its reason, and the worker lives on',
  { skip: corporaSkip() },
  () => {
    let t: TestApp;
    let a: SeededUser;
    let cnId: string;
    let path: string;
    before(async () => {
      t = await startTestApp({ UPLOAD_MAX_FILE_BYTES: '200000', MAX_DOCUMENT_PAGES: '20' });
      a = await seedFundedUser(t);
      cnId = await createCoolblueMapping(t.url, a.token, {
        configName: 'COOLBLUE9',
        clientEmail: 'bad@coolblue.example',
      });
      path = (await callApi(t.url, 'GET', '/api/App/GetS3Details', { token: a.token, query: { ConfigId: cnId } }))
        .result.path;
    });
    after(async () => t.close());
    const drain = async () => {
      for (let round = 0; round < 3; round++) for (const q of QUEUES) await t.ctx.jobs.drain(q, 120_000);
    };
    const upload = (name: string, bytes: Uint8Array) =>
      uploadFile(t.url, '/api/App/UploadFile', { token: a.token, fields: { path }, file: { name, bytes } });

    it('empty, truncated, encrypted, not-a-PDF and too-large files are refused at upload with the reason, and nothing is stored', async () => {
      const real = fs.readFileSync(COOLBLUE(1));
      const cases: [string, Uint8Array, number, RegExp][] = [
        ['empty.pdf', new Uint8Array(0), 400, /^Please select a document to upload\.$/],
        ['truncated.pdf', real.subarray(0, 900), 400, /PDF/],
        ['secret.pdf', encryptedPdf(), 400, /^The PDF is password protected\.$/],
        [
          'page.pdf',
          Buffer.from('<!doctype html><title>Not found</title>'),
          400,
          /^Only PDF documents, JPG, PNG or TIFF photos and XML e-invoices can be uploaded\.$/,
        ],
        ['huge.pdf', Buffer.concat([real, Buffer.alloc(250_000, 32)]), 413, /^The file is larger than 0.2 MB\.$/],
      ];
      for (const [name, bytes, status, message] of cases) {
        const res = await upload(name, bytes);
        assert.equal(res.status, status, `${name}: ${res.status} ${res.message}`);
        assert.match(res.message, message, name);
      }
      const folder = `${t.ctx.config.dataDir}/files/${a.companyId}/${path}`;
      assert.deepEqual(fs.existsSync(folder) ? fs.readdirSync(folder) : [], []);
    });

    it('a document longer than the page limit fails at intake with its reason and a notification; the next document still processes', async () => {
      const long = await makePdf(
        Array.from({ length: 25 }, (_, i) => ({ texts: [{ x: 50, y: 50, text: `Page ${i + 1}` }] })),
      );
      const [mapping] = await t.ctx.db.select().from(mappings).where(eq(mappings.id, cnId));
      const store = async (name: string, bytes: Uint8Array, pages: number) => {
        const key = `api/${crypto.randomUUID()}`;
        await storageFor(t.ctx).put(a.companyId, key, bytes, 'application/pdf');
        return submitDocument(t.ctx, {
          companyId: a.companyId,
          mapping: mapping!,
          source: 'api',
          file: {
            fileName: name,
            key,
            size: bytes.length,
            sha256: sha256Hex(bytes),
            pageCount: pages,
            contentType: 'application/pdf',
          },
        });
      };
      const bad = await store('long.pdf', long, 25);
      const good = await store('coolblue2.pdf', fs.readFileSync(COOLBLUE(2)), 1);
      await drain();
      const [failed] = await t.ctx.db.select().from(documents).where(eq(documents.id, bad.dtId));
      assert.equal(failed!.status, 'failed');
      assert.equal(failed!.errorMessage, 'The document has 25 pages; at most 20 pages are processed per document.');
      assert.equal(failed!.approvalStatus, 5);
      const [stage] = await t.ctx.db
        .select()
        .from(documentStages)
        .where(and(eq(documentStages.documentId, bad.dtId), eq(documentStages.step, 'intake')));
      assert.equal(stage!.status, 'failed');
      const bell = await t.ctx.db.select().from(notifications).where(eq(notifications.companyId, a.companyId));
      assert.ok(
        bell.some(
          (n) =>
            n.header === 'Document failed to process' &&
            n.message.some((m) => m.startsWith('long.pdf: The document has 25 pages')),
        ),
      );
      const [ok] = await t.ctx.db.select().from(documents).where(eq(documents.id, good.dtId));
      assert.ok(HANDED_TO_DELIVERY.includes(ok!.status), ok!.status);
      const milestone = await callApi(t.url, 'GET', '/api/Admin/Dashboard/GetDocMilestone', {
        token: a.token,
        query: { id: bad.dtId },
      });
      assert.deepEqual(milestone.result.in, [{ name: 'Received', status: false }]);
      assert.equal(milestone.result.message, failed!.errorMessage);
    });

    it('a compressed-stream bomb, an image bomb and a photo claiming 10^10 pixels each fail with the limit named; the worker lives on', async () => {
      const files: [string, Uint8Array][] = [
        ['zip-bomb.pdf', await contentBombPdf()],
        ['image-bomb.pdf', await imageBombPdf(100_000, 100_000)],
        ['huge-photo.png', pngHeader(100_000, 100_000)],
        // a distinct file (a trailing comment), so the duplicate check of an earlier case does not stop it
        ['coolblue2.pdf', Buffer.concat([fs.readFileSync(COOLBLUE(2)), Buffer.from('\n%after the bombs\n')])],
      ];
      // the same invoice as the earlier case's: it would wait as a possible duplicate of it (issue 30), not be handed on
      await t.ctx.db.update(documents).set({ duplicateKey: null }).where(eq(documents.companyId, a.companyId));
      const appFiles = [];
      for (const [name, bytes] of files) {
        const up = await upload(name, bytes);
        // a file may already be refused at upload with the reason; otherwise it must fail in the pipeline
        if (up.status !== 200) {
          assert.equal(up.status, 400, `${name}: ${up.message}`);
          assert.match(up.message, /allowed|limit|pixels/i, name);
          continue;
        }
        appFiles.push({ fileName: name, key: up.result.key });
      }
      const intents = await callApi(t.url, 'POST', '/api/Admin/Map/CreateDocIntent', {
        token: a.token,
        body: { appFiles, configId: cnId, webRequest: true },
      });
      for (const i of intents.result)
        await callApi(t.url, 'GET', '/api/Admin/Map/ProcessDocIntent', { token: a.token, query: { msId: i.msId } });
      const started = Date.now();
      await drain();
      assert.ok(Date.now() - started < 60_000, 'the bombs were refused quickly, not ground through');
      for (const i of intents.result) {
        const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.id, i.msId));
        if (doc!.fileName === 'coolblue2.pdf') {
          assert.ok(HANDED_TO_DELIVERY.includes(doc!.status), 'the next document still processes');
          continue;
        }
        assert.equal(doc!.status, 'failed', doc!.fileName);
        assert.match(doc!.errorMessage ?? '', /allowed|limit|pixels/i, `${doc!.fileName}: ${doc!.errorMessage}`);
      }
      const bell = await t.ctx.db.select().from(notifications).where(eq(notifications.companyId, a.companyId));
      assert.ok(
        bell.some((n) => n.message.some((m) => m.startsWith('zip-bomb.pdf: '))),
        'the company is told',
      );
      assert.ok(process.memoryUsage().rss < 2_000_000_000, 'no bomb was inflated in this process');
    });

    it('with too little balance a document stops with approvalStatus 4 and is not extracted; ReProcessDocCheck answers 0', async () => {
      const poor = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
      const poorMapping = await createCoolblueMapping(t.url, poor.token, {
        configName: 'COOLBLUE8',
        clientEmail: 'poor@coolblue.example',
      });
      const { result: batch } = await callApi(t.url, 'GET', '/api/App/GetS3Details', {
        token: poor.token,
        query: { ConfigId: poorMapping },
      });
      const up = await uploadFile(t.url, '/api/App/UploadFile', {
        token: poor.token,
        fields: { path: batch.path },
        file: { name: 'coolblue2.pdf', bytes: fs.readFileSync(COOLBLUE(2)) },
      });
      const intents = await callApi(t.url, 'POST', '/api/Admin/Map/CreateDocIntent', {
        token: poor.token,
        body: {
          appFiles: [{ fileName: 'coolblue2.pdf', key: up.result.key }],
          configId: poorMapping,
          webRequest: true,
        },
      });
      await callApi(t.url, 'GET', '/api/Admin/Map/ProcessDocIntent', {
        token: poor.token,
        query: { msId: intents.result[0].msId },
      });
      await drain();
      const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.id, intents.result[0].msId));
      assert.equal(doc!.status, 'insufficient_balance');
      assert.equal(doc!.approvalStatus, 4);
      const steps = await t.ctx.db.select().from(documentStages).where(eq(documentStages.documentId, doc!.id));
      assert.deepEqual(
        steps.map((s) => s.step),
        ['intake'],
      );
      const check = await callApi(t.url, 'GET', '/api/Admin/Map/ReProcessDocCheck', {
        token: poor.token,
        query: { id: doc!.id },
      });
      assert.equal(check.result, 0);
      assert.equal(check.message, 'Your account balance is insufficient to process this document. Please Top-up now.');
      const re = await callApi(t.url, 'GET', '/api/Admin/Map/ReProcessDoc', {
        token: poor.token,
        query: { id: doc!.id },
      });
      assert.equal(re.status, 402);
    });
  },
);
