import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PUBLIC_CALLS, parseCallResult } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { seedClient, seedDocuments, type SeedDoc } from './test-support/seed-documents.ts';

const DASH = '/api/Admin/Dashboard';
const CALLS = {
  DA: { graph: `${DASH}/GetDataAnalyticsGraph`, table: `${DASH}/GetDataAnalyticshTableData` },
  IG: { graph: `${DASH}/GetInsightGraph`, table: `${DASH}/GetInsightTableData` },
};
const Q1 = { dateFrom: '2025-01-01', dateTo: '2025-03-31' };
const DAY = 86_400_000;
const pad = (i: number) => String(i).padStart(2, '0');
type Row = {
  dtId: string;
  dtUniqueReference: string;
  fileName: string;
  supplier: string;
  configName: string;
  createdDate: string;
  dtIsPrecessed: boolean;
  status: string;
};
type Table = { data: Row[]; totalRows: number };
type GraphRow = { monthYear: string; rowCount: number };

describe('DA and IG tabs (spec 000 §2, §3, §7): GetDataAnalyticsGraph, GetDataAnalyticshTableData, GetInsightGraph, GetInsightTableData', () => {
  let t: TestApp;
  let a: SeededUser;
  let b: SeededUser;
  let icrOnly: SeededUser;
  let daOnly: SeededUser;
  before(async () => {
    t = await startTestApp({ AI_SITE_URL: 'https://ai.example.com/redirect' });
    [a, b] = [
      await seedUser(t.ctx.db, { registered: true, pinVerified: true, accessModules: ['ICR', 'DA', 'IG'] }),
      await seedUser(t.ctx.db, { registered: true, pinVerified: true, accessModules: ['DA', 'IG'] }),
    ];
    icrOnly = await seedUser(t.ctx.db, { registered: true, pinVerified: true, accessModules: ['ICR'] });
    daOnly = await seedUser(t.ctx.db, { registered: true, pinVerified: true, accessModules: ['DA'] });
    const north = await seedClient(t.ctx.db, a.companyId, 'North Estates', 'north@example.com');
    const south = await seedClient(t.ctx.db, a.companyId, 'South Lettings', 'south@example.com');
    const lease = (i: number, createdAt: string, more: Partial<SeedDoc> = {}): SeedDoc => ({
      companyId: a.companyId,
      clientId: i % 2 ? south.id : north.id,
      docTypeId: 3,
      uniqueReference: `LLA-${pad(i)}`,
      fileName: `lease-${pad(i)}.pdf`,
      createdAt: new Date(createdAt),
      ...more,
    });
    await seedDocuments(t.ctx.db, [
      // DA (leave and license agreements): 3 in January, 9 in March (one at the last second of the 31st)
      ...[1, 2, 3].map((i) => lease(i, `2025-01-${pad(10 + i)}T10:00:00Z`)),
      ...[4, 5, 6, 7, 8, 9, 10, 11].map((i) => lease(i, `2025-03-${pad(i)}T10:00:00Z`)),
      lease(12, '2025-03-31T23:59:59Z'),
      // 21:00 UTC on 28 February is 08:00 on 1 March in Sydney
      lease(13, '2025-02-28T21:00:00Z'),
      // never mapped: its reference is its file name; a 50% and an underscore to search literally
      lease(14, '2025-03-20T10:00:00Z', { uniqueReference: null, fileName: 'rent_50%_deal.pdf' }),
      // not received yet, another type, another year: none of them on the DA tab
      lease(15, '2025-03-15T10:00:00Z', { status: 'uploaded', isProcessed: false }),
      lease(16, '2025-03-15T10:00:00Z', { docTypeId: 1, uniqueReference: 'INV-16' }),
      lease(17, '2024-03-15T10:00:00Z'),
      // IG (customised / handwritten): 2 in March, 1 in January
      lease(21, '2025-03-02T10:00:00Z', { docTypeId: 4, uniqueReference: 'RX-21', fileName: 'prescription-21.jpg' }),
      lease(22, '2025-03-03T10:00:00Z', { docTypeId: 4, uniqueReference: 'RX-22', fileName: 'prescription-22.jpg' }),
      lease(23, '2025-01-03T10:00:00Z', { docTypeId: 4, uniqueReference: 'RX-23', fileName: 'notes-23.pdf' }),
    ]);
    const theirs = await seedClient(t.ctx.db, b.companyId, 'Their Estates', 'south@example.com');
    await seedDocuments(t.ctx.db, [
      {
        companyId: b.companyId,
        clientId: theirs.id,
        docTypeId: 3,
        uniqueReference: 'LLA-01',
        fileName: 'lease-01.pdf',
        createdAt: new Date('2025-03-05T10:00:00Z'),
      },
      {
        companyId: b.companyId,
        clientId: theirs.id,
        docTypeId: 4,
        uniqueReference: 'B-RX',
        fileName: 'b.jpg',
        createdAt: new Date('2025-03-05T10:00:00Z'),
      },
    ]);
  });
  after(async () => t.close());

  const table = (token: string, body: Record<string, unknown>, module: 'DA' | 'IG' = 'DA') =>
    callApi<Table>(t.url, 'POST', CALLS[module].table, { token, body: { ...Q1, ...body } });
  const graph = (token: string, body: Record<string, unknown>, module: 'DA' | 'IG' = 'DA') =>
    callApi<GraphRow[]>(t.url, 'POST', CALLS[module].graph, { token, body: { ...Q1, ...body } });
  const refs = (rows: Row[]) => rows.map((r) => r.dtUniqueReference);

  it('the DA graph counts leave and license agreements per month, every month of the range with empty ones at 0', async () => {
    const res = await graph(a.token, {});
    assert.equal(res.status, 200, res.message);
    assert.equal(res.code, 200);
    assert.deepEqual(res.result, [
      { monthYear: '2025-01', rowCount: 3 },
      { monthYear: '2025-02', rowCount: 1 },
      { monthYear: '2025-03', rowCount: 10 },
    ]);
    const march = await graph(a.token, { dateFrom: '2025-03-01' });
    assert.deepEqual(march.result, [{ monthYear: '2025-03', rowCount: 10 }]);
  });

  it("days and months are the caller's own when a time zone is given", async () => {
    const sydney = await graph(a.token, { timeZone: 'Australia/Sydney' });
    // LLA-13 moves to March; LLA-12 (23:59:59 UTC on the 31st) is 1 April in Sydney, after the range
    assert.deepEqual(sydney.result, [
      { monthYear: '2025-01', rowCount: 3 },
      { monthYear: '2025-02', rowCount: 0 },
      { monthYear: '2025-03', rowCount: 10 },
    ]);
    const firstOfMarch = await table(a.token, {
      dateFrom: '2025-03-01',
      dateTo: '2025-03-01',
      timeZone: 'Australia/Sydney',
    });
    assert.deepEqual(refs(firstOfMarch.result.data), ['LLA-13']);
  });

  it('the IG graph and table list customised / handwritten documents only', async () => {
    assert.deepEqual((await graph(a.token, {}, 'IG')).result, [
      { monthYear: '2025-01', rowCount: 1 },
      { monthYear: '2025-02', rowCount: 0 },
      { monthYear: '2025-03', rowCount: 2 },
    ]);
    const rows = (await table(a.token, {}, 'IG')).result;
    assert.equal(rows.totalRows, 3);
    assert.deepEqual(refs(rows.data), ['RX-22', 'RX-21', 'RX-23']);
    assert.deepEqual(Object.keys(rows.data[0]!).sort(), [
      'configName',
      'createdDate',
      'dtId',
      'dtIsPrecessed',
      'dtUniqueReference',
      'fileName',
      'status',
      'supplier',
    ]);
  });

  it('the table pages on the server: default page size 5, newest first, pages never overlap and hold the whole range', async () => {
    const first = await table(a.token, {});
    assert.equal(first.status, 200, first.message);
    assert.equal(first.result.totalRows, 14); // 13 agreements and the unmapped one; uploaded, invoice and 2024 are out
    assert.deepEqual(refs(first.result.data), ['LLA-12', 'rent_50%_deal.pdf', 'LLA-11', 'LLA-10', 'LLA-09']);
    const seen = new Set<string>();
    for (let page = 1; page <= 3; page++)
      for (const r of (await table(a.token, { page })).result.data) seen.add(r.dtUniqueReference);
    assert.equal(seen.size, 14);
    assert.ok(!seen.has('LLA-15') && !seen.has('INV-16') && !seen.has('LLA-17') && !seen.has('RX-21'));
    assert.deepEqual((await table(a.token, { page: 2, pageSize: 10 })).result.data.length, 4);
    assert.deepEqual((await table(a.token, { page: 4 })).result.data, []);
  });

  it('the table sorts by reference, file name, client and date in either direction', async () => {
    const byRef = (await table(a.token, { sortBy: 'dtUniqueReference', isdesc: false, pageSize: 100 })).result.data;
    assert.deepEqual(refs(byRef).slice(0, 3), ['LLA-01', 'LLA-02', 'LLA-03']);
    assert.equal(byRef.at(-1)!.dtUniqueReference, 'rent_50%_deal.pdf');
    const byFile = (await table(a.token, { sortBy: 'fileName', isdesc: true, pageSize: 5 })).result.data;
    assert.deepEqual(
      byFile.map((r) => r.fileName),
      ['rent_50%_deal.pdf', 'lease-13.pdf', 'lease-12.pdf', 'lease-11.pdf', 'lease-10.pdf'],
    );
    const byClient = (await table(a.token, { sortBy: 'supplier', isdesc: false, pageSize: 100 })).result.data;
    assert.equal(byClient[0]!.supplier, 'North Estates');
    assert.equal(byClient.at(-1)!.supplier, 'South Lettings');
    const oldest = (await table(a.token, { sortBy: 'createdDate', isdesc: false })).result.data;
    assert.deepEqual(refs(oldest).slice(0, 4), ['LLA-01', 'LLA-02', 'LLA-03', 'LLA-13']);
  });

  it('the reference, file name and day filters narrow the table and the graph alike', async () => {
    assert.deepEqual(
      refs(
        (await table(a.token, { reference: 'lla-1', sortBy: 'dtUniqueReference', isdesc: false, pageSize: 10 })).result
          .data,
      ),
      ['LLA-10', 'LLA-11', 'LLA-12', 'LLA-13'],
    );
    assert.deepEqual(refs((await table(a.token, { reference: '50%' })).result.data), ['rent_50%_deal.pdf']);
    assert.equal((await table(a.token, { reference: '%' })).result.totalRows, 1, '% is taken literally');
    assert.deepEqual(
      refs(
        (await table(a.token, { fileName: 'LEASE-0', pageSize: 10, sortBy: 'fileName', isdesc: false })).result.data,
      ),
      ['LLA-01', 'LLA-02', 'LLA-03', 'LLA-04', 'LLA-05', 'LLA-06', 'LLA-07', 'LLA-08', 'LLA-09'],
    );
    assert.deepEqual(
      (await graph(a.token, { fileName: 'lease-0' })).result.map((r) => r.rowCount),
      [3, 0, 6],
    );
    // both days are included: the last second of the 31st is in, the 30th ends before it
    assert.equal((await table(a.token, { dateFrom: '2025-03-31', dateTo: '2025-03-31' })).result.totalRows, 1);
    assert.equal((await table(a.token, { dateFrom: '2025-03-20', dateTo: '2025-03-30' })).result.totalRows, 1);
    assert.equal((await table(a.token, { searchText: 'south', searchBy: 'supplier' })).result.totalRows, 7);
    assert.equal((await table(a.token, { searchText: 'deal' })).result.totalRows, 1);
    assert.equal((await table(a.token, { searchText: 'south', searchBy: 'fileName' })).result.totalRows, 0);
  });

  it('without dates the tabs read 180 days back to today', async () => {
    const c = await seedUser(t.ctx.db, { registered: true, pinVerified: true, accessModules: ['DA'] });
    const now = Date.now();
    await seedDocuments(t.ctx.db, [
      { companyId: c.companyId, docTypeId: 3, uniqueReference: 'RECENT', createdAt: new Date(now - 10 * DAY) },
      { companyId: c.companyId, docTypeId: 3, uniqueReference: 'OLD', createdAt: new Date(now - 200 * DAY) },
    ]);
    const rows = await callApi<Table>(t.url, 'POST', CALLS.DA.table, { token: c.token, body: {} });
    assert.equal(rows.status, 200, rows.message);
    assert.deepEqual(refs(rows.result.data), ['RECENT']);
    const months = (await callApi<GraphRow[]>(t.url, 'POST', CALLS.DA.graph, { token: c.token, body: {} })).result;
    assert.equal(months.at(-1)!.monthYear, new Date(now).toISOString().slice(0, 7));
    assert.equal(months[0]!.monthYear, new Date(now - 180 * DAY).toISOString().slice(0, 7));
    assert.equal(
      months.reduce((s, m) => s + m.rowCount, 0),
      1,
    );
  });

  it("another company's documents never appear", async () => {
    const mine = (await table(a.token, { reference: 'LLA-01' })).result.data;
    assert.equal(mine.length, 1);
    assert.equal(mine[0]!.supplier, 'South Lettings');
    assert.equal((await table(a.token, { searchText: 'B-RX' }, 'IG')).result.totalRows, 0);
    const theirs = await table(b.token, { pageSize: 100 });
    assert.deepEqual(refs(theirs.result.data), ['LLA-01']);
    assert.notEqual(theirs.result.data[0]!.dtId, mine[0]!.dtId);
    assert.deepEqual(
      (await graph(b.token, {}, 'IG')).result.map((r) => r.rowCount),
      [0, 0, 1],
    );
  });

  it('the web app learns the AI site the reference links open from GET /api/Public/Config', async () => {
    const { result } = await callApi<{ aiSiteUrl: string }>(t.url, 'GET', '/api/Public/Config');
    assert.equal(result.aiSiteUrl, 'https://ai.example.com/redirect');
    assert.deepEqual(parseCallResult(PUBLIC_CALLS.getConfig, result), { ok: true, result });
  });

  it('only a company with the module may call its tab (403 otherwise)', async () => {
    for (const module of ['DA', 'IG'] as const) {
      for (const call of [CALLS[module].graph, CALLS[module].table]) {
        const res = await callApi(t.url, 'POST', call, { token: icrOnly.token, body: {} });
        assert.equal(res.status, 403, call);
        assert.match(res.message, new RegExp(`\\(${module}\\) module is not enabled`));
      }
    }
    assert.equal((await callApi(t.url, 'POST', CALLS.DA.table, { token: daOnly.token, body: {} })).status, 200);
    assert.equal((await callApi(t.url, 'POST', CALLS.IG.graph, { token: daOnly.token, body: {} })).status, 403);
    assert.equal((await callApi(t.url, 'POST', CALLS.IG.table, { body: {} })).status, 401);
  });

  it('a bad parameter is refused with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ dateFrom: '2025-02-30' }, 'dateFrom'],
      [{ dateTo: '31/03/2025' }, 'dateTo'],
      [{ dateFrom: '2025-03-02', dateTo: '2025-03-01' }, 'dateTo'],
      [{ pageSize: 7 }, 'pageSize'],
      [{ page: 0 }, 'page'],
      [{ sortBy: 'approvalStatus' }, 'sortBy'],
      [{ searchBy: 'password' }, 'searchBy'],
      [{ isdesc: 'yes' }, 'isdesc'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ reference: 'x'.repeat(201) }, 'reference'],
    ] as const) {
      const res = await table(a.token, body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.ok(res.message.startsWith(field), `${JSON.stringify(body)} → ${res.message}`);
    }
    assert.equal((await graph(a.token, { dateFrom: 'soon' }, 'IG')).status, 400);
  });
});
