import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { DASHBOARD_CALLS, parseCallResult } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { documentResults, documentStages, documents } from '../../db/schema/index.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { NO_ENDPOINTS, seedClient, seedDocuments, seedMapping } from './test-support/seed-documents.ts';

const BASE = Date.parse('2025-03-01T08:00:00Z');
const HOUR = 3600_000;
const MARCH = { startDate: '2025-03-01T00:00:00.000Z', endDate: '2025-03-31T23:59:59.999Z' };
const pad = (i: number) => String(i).padStart(2, '0');
type Row = {
  dtId: string;
  dtUniqueReference: string;
  dtConfidence: number | null;
  supplier: string;
  approvalStatus: number | null;
  milestone: { in: unknown[]; out: unknown[] };
};

describe('Dashboard calls (spec 000 §7): Data, CardData, GetConfigurations, GetSuppliers, GetLatestDocs, DefaultDateRange, GetFileURLById, SendDocData', () => {
  let t: TestApp;
  let a: SeededUser;
  let b: SeededUser;
  const ids: Record<string, string> = {};
  before(async () => {
    t = await startTestApp();
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const acme = await seedClient(
      t.ctx.db,
      a.companyId,
      'Acme Trading',
      'acme@example.com',
      new Date(BASE - 10 * 24 * HOUR),
    );
    const beta = await seedClient(
      t.ctx.db,
      a.companyId,
      'Beta Supplies',
      'beta@example.com',
      new Date(BASE - 5 * 24 * HOUR),
    );
    const inv = await seedMapping(t.ctx.db, a.companyId, acme.id, 'INV-ACME', 1, {
      ...NO_ENDPOINTS,
      destinationEmails: ['books@example.com'],
    });
    const rec = await seedMapping(t.ctx.db, a.companyId, beta.id, 'REC-BETA', 2);
    // 23 March documents: even = Acme invoices, odd = Beta receipts; confidence rises from 0 to 1
    const march = await seedDocuments(
      t.ctx.db,
      Array.from({ length: 23 }, (_, i) => ({
        companyId: a.companyId,
        clientId: i % 2 ? beta.id : acme.id,
        mappingId: i % 2 ? rec.id : inv.id,
        docTypeId: i % 2 ? 2 : 1,
        uniqueReference: `INV-${pad(i)}`,
        fileName: `scan-${pad(i)}.pdf`,
        confidence: i / 22,
        approvalStatus: [0, 1, 3, 4, 5, 6, null][i % 7]!,
        createdAt: new Date(BASE + i * HOUR),
      })),
    );
    march.forEach((d, i) => (ids[`INV-${pad(i)}`] = d.id));
    const [feb, uploaded, odd, none] = await seedDocuments(t.ctx.db, [
      {
        companyId: a.companyId,
        clientId: acme.id,
        mappingId: inv.id,
        docTypeId: 1,
        uniqueReference: 'FEB-1',
        createdAt: new Date('2025-02-10T10:00:00Z'),
        confidence: 0.9,
      },
      {
        companyId: a.companyId,
        clientId: acme.id,
        mappingId: inv.id,
        docTypeId: 1,
        uniqueReference: 'NOT-YET',
        status: 'uploaded',
        isProcessed: false,
        createdAt: new Date(BASE),
      },
      {
        companyId: a.companyId,
        clientId: acme.id,
        mappingId: inv.id,
        docTypeId: 1,
        uniqueReference: '50%_off',
        createdAt: new Date(BASE + 30 * HOUR),
        confidence: 0.95,
      },
      {
        companyId: a.companyId,
        clientId: beta.id,
        mappingId: rec.id,
        docTypeId: 2,
        uniqueReference: null,
        fileName: 'unread.pdf',
        status: 'failed',
        isProcessed: false,
        approvalStatus: 5,
        createdAt: new Date(BASE + 31 * HOUR),
      },
    ]);
    Object.assign(ids, { feb: feb!.id, uploaded: uploaded!.id, odd: odd!.id, none: none!.id });
    const bClient = await seedClient(t.ctx.db, b.companyId, 'Other Co', 'acme@example.com');
    const [bDoc] = await seedDocuments(t.ctx.db, [
      {
        companyId: b.companyId,
        clientId: bClient.id,
        docTypeId: 1,
        uniqueReference: 'B-ONLY',
        createdAt: new Date(BASE + HOUR),
        confidence: 0.99,
      },
      {
        companyId: b.companyId,
        clientId: bClient.id,
        docTypeId: 1,
        uniqueReference: 'INV-00',
        createdAt: new Date(BASE + 2 * HOUR),
        confidence: 0.99,
      },
    ]);
    ids.bDoc = bDoc!.id;
    const job = { documentId: ids['INV-00']!, companyId: a.companyId };
    await t.ctx.db.insert(documentStages).values([
      { ...job, attempt: 0, step: 'intake', status: 'success' },
      { ...job, attempt: 0, step: 'extract', status: 'success' },
      { ...job, attempt: 0, step: 'map', status: 'partial' },
      { ...job, attempt: 0, step: 'review', status: 'awaiting_review' },
    ]);
  });
  after(async () => t.close());

  const data = (token: string, body: Record<string, unknown>) =>
    callApi<{ data: Row[]; totalRows: number }>(t.url, 'POST', '/api/Admin/Dashboard/Data', {
      token,
      body: { ...MARCH, ...body },
    });
  const refs = (rows: Row[]) => rows.map((r) => r.dtUniqueReference);

  it('Data pages on the server: default page size 5, pages never overlap and together hold every document of the range', async () => {
    const first = await data(a.token, {});
    assert.equal(first.status, 200, first.message);
    assert.equal(first.result.data.length, 5);
    assert.equal(first.result.totalRows, 25); // 23 + '50%_off' + the unread one; Feb and 'uploaded' are out
    assert.deepEqual(refs(first.result.data).slice(0, 2), ['unread.pdf', '50%_off'], 'newest first by default');
    const seen = new Set<string>();
    for (let page = 1; page <= 3; page++)
      for (const r of (await data(a.token, { page, pageSize: 10 })).result.data) seen.add(r.dtId);
    assert.equal(seen.size, 25);
    assert.ok(!seen.has(ids.uploaded!) && !seen.has(ids.feb!));
    assert.deepEqual((await data(a.token, { page: 4, pageSize: 10 })).result.data, []);
  });

  it('Data sorts by the column asked, nulls last, and shows confidence as a percent', async () => {
    const asc = (await data(a.token, { sortBy: 'dtConfidence', isdesc: false, pageSize: 100 })).result.data;
    assert.equal(asc[0]!.dtConfidence, 0);
    assert.equal(asc.at(-1)!.dtConfidence, null, 'a document without confidence sorts last');
    const values = asc.map((r) => r.dtConfidence).filter((v) => v !== null) as number[];
    assert.deepEqual(
      values,
      [...values].sort((x, y) => x - y),
    );
    assert.equal(asc.find((r) => r.dtUniqueReference === 'INV-11')!.dtConfidence, 50);
    const byRef = (await data(a.token, { sortBy: 'dtUniqueReference', isdesc: true, pageSize: 5 })).result.data;
    assert.deepEqual(refs(byRef), ['unread.pdf', 'INV-22', 'INV-21', 'INV-20', 'INV-19']);
    const bySupplier = (await data(a.token, { sortBy: 'supplier', isdesc: false, pageSize: 100 })).result.data;
    assert.equal(bySupplier[0]!.supplier, 'Acme Trading');
    assert.equal(bySupplier.at(-1)!.supplier, 'Beta Supplies');
  });

  it('Data searches the reference, file name and client, taking % and _ literally', async () => {
    assert.deepEqual(
      refs(
        (await data(a.token, { searchText: 'inv-1', pageSize: 100, sortBy: 'dtUniqueReference', isdesc: false })).result
          .data,
      ),
      Array.from({ length: 10 }, (_, i) => `INV-1${i}`),
    );
    assert.equal((await data(a.token, { searchText: 'scan-22' })).result.totalRows, 1);
    assert.equal((await data(a.token, { searchText: 'beta', searchBy: 'supplier' })).result.totalRows, 12);
    assert.equal((await data(a.token, { searchText: 'beta', searchBy: 'dtUniqueReference' })).result.totalRows, 0);
    assert.deepEqual(refs((await data(a.token, { searchText: '%_' })).result.data), ['50%_off']);
  });

  it('Data filters by client, document type, accuracy range and dates', async () => {
    const acme = (await data(a.token, { supplierEmail: 'ACME@example.com', pageSize: 100 })).result;
    assert.equal(acme.totalRows, 13);
    assert.ok(acme.data.every((r) => r.supplier === 'Acme Trading'));
    assert.equal((await data(a.token, { supplierEmail: 'nobody@example.com' })).result.totalRows, 0);
    assert.equal((await data(a.token, { docTypeId: 2 })).result.totalRows, 12);
    const accurate = (await data(a.token, { accuracyLevelFrom: 50, accuracyLevelTo: 100, pageSize: 100 })).result.data;
    assert.equal(accurate.length, 13); // INV-11..INV-22 and 50%_off; the unread one has no confidence
    assert.ok(accurate.every((r) => r.dtConfidence! >= 50));
    const feb = (await data(a.token, { startDate: '2025-02-01T00:00:00.000Z', endDate: '2025-02-28T23:59:59.999Z' }))
      .result;
    assert.deepEqual(refs(feb.data), ['FEB-1']);
  });

  it("another company's documents never appear, and its ids answer 404", async () => {
    assert.equal((await data(a.token, { searchText: 'B-ONLY' })).result.totalRows, 0);
    const theirs = await data(b.token, { pageSize: 100 });
    assert.deepEqual(refs(theirs.result.data).sort(), ['B-ONLY', 'INV-00']);
    // b has a client with the same e-mail as a's Acme: the filter is still b's own
    assert.equal((await data(b.token, { supplierEmail: 'acme@example.com' })).result.totalRows, 2);
    for (const [call, q] of [
      ['/api/Admin/Dashboard/GetFileURLById', { id: ids['INV-00']! }],
      ['/api/Admin/Map/SendDocData', { docId: ids['INV-02']! }],
    ] as const) {
      assert.equal((await callApi(t.url, 'GET', call, { token: b.token, query: q })).status, 404, call);
    }
    const latest = await callApi<Row[]>(t.url, 'POST', '/api/Admin/Dashboard/GetLatestDocs', {
      token: b.token,
      body: {},
    });
    assert.deepEqual(refs(latest.result).sort(), ['B-ONLY', 'INV-00']);
    const sup = await callApi(t.url, 'POST', '/api/Admin/Dashboard/GetSuppliers', { token: b.token, body: {} });
    assert.deepEqual(
      sup.result.map((s: { coCompanyName: string }) => s.coCompanyName),
      ['Other Co'],
    );
    assert.deepEqual(
      (await callApi(t.url, 'POST', '/api/Admin/Dashboard/GetConfigurations', { token: b.token, body: {} })).result,
      [],
    );
  });

  it('a bad parameter is refused with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ pageSize: 7 }, 'pageSize'],
      [{ page: 0 }, 'page'],
      [{ sortBy: 'password' }, 'sortBy'],
      [{ isdesc: 'yes' }, 'isdesc'],
      [{ startDate: 'yesterday' }, 'startDate'],
      [{ startDate: MARCH.endDate, endDate: MARCH.startDate }, 'endDate'],
      [{ accuracyLevelFrom: 150 }, 'accuracyLevelFrom'],
      [{ accuracyLevelFrom: 80, accuracyLevelTo: 20 }, 'accuracyLevelTo'],
      [{ docTypeId: 9 }, 'docTypeId'],
      [{ searchBy: 'password' }, 'searchBy'],
    ] as const) {
      const res = await data(a.token, body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.ok(res.message.startsWith(field), `${JSON.stringify(body)} → ${res.message}`);
    }
    assert.equal(
      (await callApi(t.url, 'POST', '/api/Admin/Dashboard/CardData', { token: a.token, body: { endDate: 'soon' } }))
        .status,
      400,
    );
    const badId = await callApi(t.url, 'GET', '/api/Admin/Dashboard/GetFileURLById', {
      token: a.token,
      query: { id: 'x' },
    });
    assert.equal(badId.status, 400);
    assert.match(badId.message, /^id/);
  });

  it("each row carries its milestone trail from the current attempt's stage records", async () => {
    const row = (await data(a.token, { searchText: 'INV-00', searchBy: 'dtUniqueReference' })).result.data[0]!;
    assert.deepEqual(row.milestone, {
      in: [{ name: 'Received', status: true }],
      process: [
        { name: 'Extracted', status: true },
        { name: 'Mapped', status: true },
        { name: 'Reviewed', status: null },
      ],
      out: [],
      message: null,
    });
    assert.equal(row.approvalStatus, 0);
  });

  it('CardData counts per type, the static cards and the monthly chart within the filter', async () => {
    const res = await callApi(t.url, 'POST', '/api/Admin/Dashboard/CardData', {
      token: a.token,
      body: { startDate: '2025-02-01T00:00:00.000Z', endDate: MARCH.endDate },
    });
    assert.equal(res.status, 200, res.message);
    const count = (cards: { name: string; count: number }[], name: string) => cards.find((c) => c.name === name)?.count;
    assert.equal(count(res.result.cards, 'Commercial Invoices'), 14); // 12 even + FEB-1 + 50%_off
    assert.equal(count(res.result.cards, 'Expense Receipts'), 12);
    assert.equal(count(res.result.cards, 'Customised / Handwritten Documents'), 0);
    assert.deepEqual(
      res.result.staticCards.map((c: { name: string; count: number }) => [c.name, c.count]),
      [
        ['Documents', 26],
        ['Clients', 2],
        ['Mappings', 2],
      ],
    );
    assert.deepEqual(res.result.months, ['2025-02', '2025-03']);
    assert.deepEqual(res.result.graphs[0].data, [
      { month: '2025-02', value: 1 },
      { month: '2025-03', value: 25 },
    ]);
    assert.deepEqual(res.result.docgraph.data.find((d: { code: string }) => d.code === 'INV').value, [1, 13]);
    assert.deepEqual(
      res.result.clientgraph.data.map((c: { name: string; value: number }) => [c.name, c.value]),
      [
        ['Acme Trading', 14],
        ['Beta Supplies', 12],
      ],
    );
    const acmeOnly = await callApi(t.url, 'POST', '/api/Admin/Dashboard/CardData', {
      token: a.token,
      body: { ...MARCH, supplierEmail: 'acme@example.com' },
    });
    assert.deepEqual(
      acmeOnly.result.staticCards.map((c: { count: number }) => c.count),
      [13, 1, 1],
    );
    assert.deepEqual(
      acmeOnly.result.mapgraph.data.map((m: { name: string; value: number }) => [m.name, m.value]),
      [['INV-ACME', 13]],
    );
  });

  it('GetConfigurations and GetSuppliers list the mappings and clients with their documents in the range; GetLatestDocs the ten newest', async () => {
    const maps = await callApi(t.url, 'POST', '/api/Admin/Dashboard/GetConfigurations', {
      token: a.token,
      body: MARCH,
    });
    assert.deepEqual(
      maps.result.map(
        (m: {
          configName: string;
          docType: string;
          suppliersName: string;
          documentCount: number;
          fileName: string;
        }) => [m.configName, m.docType, m.suppliersName, m.documentCount, m.fileName],
      ),
      [
        ['REC-BETA', 'Expense Receipt', 'Beta Supplies', 12, 'REC-BETA.pdf'],
        ['INV-ACME', 'Commercial Invoice', 'Acme Trading', 13, 'INV-ACME.pdf'],
      ],
    );
    const onlyBeta = await callApi(t.url, 'POST', '/api/Admin/Dashboard/GetConfigurations', {
      token: a.token,
      body: { supplierEmail: 'beta@example.com' },
    });
    assert.deepEqual(
      onlyBeta.result.map((m: { configName: string }) => m.configName),
      ['REC-BETA'],
    );
    const sup = await callApi(t.url, 'POST', '/api/Admin/Dashboard/GetSuppliers', { token: a.token, body: MARCH });
    assert.deepEqual(
      sup.result.map((s: { coCompanyName: string; coEmail: string; documentCount: number }) => [
        s.coCompanyName,
        s.coEmail,
        s.documentCount,
      ]),
      [
        ['Beta Supplies', 'beta@example.com', 12],
        ['Acme Trading', 'acme@example.com', 13],
      ],
    );
    const latest = await callApi<Row[]>(t.url, 'POST', '/api/Admin/Dashboard/GetLatestDocs', {
      token: a.token,
      body: MARCH,
    });
    assert.equal(latest.result.length, 10);
    assert.deepEqual(refs(latest.result).slice(0, 3), ['unread.pdf', '50%_off', 'INV-22']);
  });

  it('DefaultDateRange starts at the first document, at most 180 days back; 30 days back without documents', async () => {
    const c = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const empty = await callApi(t.url, 'GET', '/api/Admin/Dashboard/DefaultDateRange', { token: c.token });
    assert.equal(empty.status, 200, empty.message);
    const days = (iso: string) => Math.round((Date.now() - Date.parse(iso)) / (24 * HOUR));
    assert.ok([30, 31].includes(days(empty.result.startDate)), empty.result.startDate);
    await seedDocuments(t.ctx.db, [{ companyId: c.companyId, createdAt: new Date(Date.now() - 10 * 24 * HOUR) }]);
    const recent = await callApi(t.url, 'GET', '/api/Admin/Dashboard/DefaultDateRange', { token: c.token });
    assert.match(recent.result.startDate, /T00:00:00\.000Z$/);
    assert.ok([10, 11].includes(days(recent.result.startDate)));
    const old = await callApi(t.url, 'GET', '/api/Admin/Dashboard/DefaultDateRange', { token: a.token });
    assert.ok([180, 181].includes(days(old.result.startDate)), 'March 2025 is further back than 180 days');
  });

  it('GetFileURLById answers a signed link that serves the original with its type; a removed original gives the retention message', async () => {
    const bytes = Buffer.from('%PDF-1.4\n% a tiny test original\n');
    await storageFor(t.ctx).put(a.companyId, 'uploads/test/original', bytes, 'application/pdf');
    await t.ctx.db
      .update(documents)
      .set({ fileKey: 'uploads/test/original', contentType: 'application/pdf' })
      .where(eq(documents.id, ids['INV-01']!));
    const url = await callApi<string>(t.url, 'GET', '/api/Admin/Dashboard/GetFileURLById', {
      token: a.token,
      query: { id: ids['INV-01']! },
    });
    assert.equal(url.status, 200, url.message);
    const file = await fetch(url.result);
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.deepEqual(Buffer.from(await file.arrayBuffer()), bytes);
    const missing = await callApi(t.url, 'GET', '/api/Admin/Dashboard/GetFileURLById', {
      token: a.token,
      query: { id: ids['INV-03']! },
    });
    assert.equal(missing.status, 404);
    assert.equal(missing.message, 'We are unable to find this document.');
    await t.ctx.db.update(documents).set({ isDeleted: true }).where(eq(documents.id, ids['INV-01']!));
    const removed = await callApi(t.url, 'GET', '/api/Admin/Dashboard/GetFileURLById', {
      token: a.token,
      query: { id: ids['INV-01']! },
    });
    assert.equal(removed.status, 409);
    assert.equal(removed.message, 'Document can not be displayed due to minimum retention period restriction.');
  });

  it('SendDocData hands an approved, unsent document to delivery once: approved, each destination sent', async () => {
    const id = ids['INV-02']!; // approvalStatus 3, mapping INV-ACME with an e-mail destination
    // the data the map stage would have stored (the seed has only the document row)
    await t.ctx.db.insert(documentResults).values({
      documentId: id,
      companyId: a.companyId,
      extracted: { docRef: 'INV-02', form: [], extactedFromTable: [], tables: [] },
    });
    const sent = await callApi(t.url, 'GET', '/api/Admin/Map/SendDocData', { token: a.token, query: { docId: id } });
    assert.equal(sent.status, 200, sent.message);
    assert.equal(sent.message, 'Data has been sent to your destination.');
    assert.deepEqual(sent.result.destinations, ['Email']);
    assert.deepEqual(parseCallResult(DASHBOARD_CALLS.sendDocData, sent.result), { ok: true, result: sent.result });
    const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.id, id));
    assert.equal(doc!.approvalStatus, 1);
    assert.ok(['delivering', 'delivered'].includes(doc!.status), doc!.status);
    await t.ctx.jobs.drain('deliver-destination', 60_000);
    const out = await t.ctx.db
      .select()
      .from(documentStages)
      .where(and(eq(documentStages.documentId, id), eq(documentStages.step, 'deliver')));
    assert.deepEqual(
      out.map((s) => [s.destination, s.status]),
      [['Email', 'success']],
    );
    const again = await callApi(t.url, 'GET', '/api/Admin/Map/SendDocData', { token: a.token, query: { docId: id } });
    assert.equal(again.status, 409);
    assert.equal(
      (await callApi(t.url, 'GET', '/api/Admin/Map/SendDocData', { token: a.token, query: { docId: ids['INV-00']! } }))
        .status,
      409,
      'waiting for approval is not sendable',
    );
    assert.match(
      (await callApi(t.url, 'GET', '/api/Admin/Map/SendDocData', { token: a.token, query: { docId: 'nope' } })).message,
      /^docId/,
    );
  });
});
