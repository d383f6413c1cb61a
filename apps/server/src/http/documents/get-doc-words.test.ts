import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DocumentModel, Polygon } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { documentResults, documents } from '../../db/schema/index.ts';

const box = (x0: number, y0: number, x1: number, y1: number): Polygon => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

/** A two-page model as the engine stores it: page 2 a photo read by OCR, turned 90° and straightened. */
const MODEL: DocumentModel = {
  fileName: 'invoice.pdf',
  type: 'pdf',
  pageCount: 2,
  pages: [
    {
      pageNumber: 1,
      width: 595,
      height: 842,
      rotation: 0,
      skew: 0,
      source: 'text-layer',
      words: [
        { text: 'Invoice', polygon: box(0.1, 0.1, 0.2, 0.12), confidence: 100, source: 'text-layer' },
        { text: 'INV-42', polygon: box(0.22, 0.1, 0.3, 0.12), confidence: 100, source: 'text-layer' },
        { text: ' ', polygon: box(0.31, 0.1, 0.32, 0.12), confidence: 100, source: 'text-layer' },
        { text: 'Total', polygon: box(0.1, 0.5, 0.2, 0.52), confidence: 100, source: 'text-layer' },
      ],
      lines: [{ text: 'Invoice INV-42', polygon: box(0.1, 0.1, 0.3, 0.12), wordIndexes: [0, 1, 2] }],
      blocks: [],
      rulings: [],
    },
    {
      pageNumber: 2,
      width: 842,
      height: 595,
      rotation: 90,
      skew: 1.5,
      source: 'ocr',
      words: [{ text: 'Thanks', polygon: box(0.4, 0.4, 0.5, 0.45), confidence: 88, source: 'ocr' }],
      lines: [{ text: 'Thanks', polygon: box(0.4, 0.4, 0.5, 0.45), wordIndexes: [0] }],
      blocks: [],
      rulings: [],
    },
  ],
  keyValues: [],
  tables: [],
};

describe('GetDocWords (beyond the spec: click a word to fill a value, issue 9 point 5)', () => {
  let t: TestApp;
  let a: SeededUser;
  let b: SeededUser;
  let dtId = '';
  let waiting = '';
  before(async () => {
    t = await startTestApp();
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const [doc] = await t.ctx.db
      .insert(documents)
      .values({ companyId: a.companyId, fileName: 'invoice.pdf', status: 'awaiting_review', approvalStatus: 0 })
      .returning();
    dtId = doc!.id;
    await t.ctx.db.insert(documentResults).values({ documentId: dtId, companyId: a.companyId, model: MODEL });
    const [early] = await t.ctx.db
      .insert(documents)
      .values({ companyId: a.companyId, fileName: 'later.pdf', status: 'extracting' })
      .returning();
    waiting = early!.id;
  });
  after(async () => t.close());

  const words = (query: Record<string, string | number>, token = a.token) =>
    callApi(t.url, 'GET', '/api/Admin/Map/GetDocWords', { token, query });

  it("answers one page's words with their boxes and lines, blanks left out", async () => {
    const res = await words({ docId: dtId, page: 1 });
    assert.equal(res.status, 200, res.message);
    assert.deepEqual(res.result, {
      page: 1,
      rotation: 0,
      skew: 0,
      source: 'text-layer',
      words: [
        { text: 'Invoice', polygon: box(0.1, 0.1, 0.2, 0.12), line: 0 },
        { text: 'INV-42', polygon: box(0.22, 0.1, 0.3, 0.12), line: 0 },
        { text: 'Total', polygon: box(0.1, 0.5, 0.2, 0.52), line: null },
      ],
    });
  });

  it('a photo page says how the engine turned it (its boxes are in that frame)', async () => {
    const res = await words({ docId: dtId, page: 2 });
    assert.equal(res.status, 200, res.message);
    assert.equal(res.result.source, 'ocr');
    assert.equal(res.result.rotation, 90);
    assert.equal(res.result.skew, 1.5);
    assert.deepEqual(
      res.result.words.map((w: { text: string }) => w.text),
      ['Thanks'],
    );
  });

  it('a page the document lacks, a bad page number, a document not read yet: 400 naming the field', async () => {
    const missing = await words({ docId: dtId, page: 3 });
    assert.equal(missing.status, 400);
    assert.equal(missing.result[0].field, 'page');
    const bad = await words({ docId: dtId, page: 'two' });
    assert.equal(bad.status, 400);
    assert.equal(bad.result[0].field, 'page');
    const early = await words({ docId: waiting, page: 1 });
    assert.equal(early.status, 400);
    assert.equal(early.result[0].field, 'docId');
  });

  it("another company's document answers 404; no session answers 401", async () => {
    assert.equal((await words({ docId: dtId, page: 1 }, b.token)).status, 404);
    assert.equal(
      (await callApi(t.url, 'GET', '/api/Admin/Map/GetDocWords', { query: { docId: dtId, page: 1 } })).status,
      401,
    );
  });
});
