import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { REVIEW_REASON_TEXT, type DashboardDocRow } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { documentResults } from '../../db/schema/index.ts';
import { seedClient, seedDocuments } from '../../http/dashboard/test-support/seed-documents.ts';

const BASE = Date.parse('2025-03-01T08:00:00Z');
const MARCH = { startDate: '2025-03-01T00:00:00.000Z', endDate: '2025-03-31T23:59:59.999Z' };
const ELEKTRON =
  "Lieferant GmbH (the supplier of the mapping's sample) is not named on this document. It appears to be from ELEKTRON Industrieservice GmbH.";
const LAYOUT = "Only 1 of the 6 labels of the mapping's sample are on this document: it looks like another layout.";
const party = (name: string | null) => ({ name, taxIds: [], ibans: [] });

describe('the dashboard list tags a document waiting as a possible duplicate or from another supplier (issue 30 points 3 and 4)', () => {
  let t: TestApp;
  let a: SeededUser;
  let b: SeededUser;
  const id: Record<string, string> = {};

  before(async () => {
    t = await startTestApp();
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    b = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const client = await seedClient(t.ctx.db, a.companyId, 'Lieferant GmbH', 'rechnung@lieferant.example');
    const at = (h: number) => new Date(BASE + h * 3600_000);
    const docs = await seedDocuments(t.ctx.db, [
      { companyId: a.companyId, clientId: client.id, uniqueReference: '471102', createdAt: at(1), status: 'delivered' },
      {
        companyId: a.companyId,
        clientId: client.id,
        uniqueReference: '471102-2',
        createdAt: at(2),
        status: 'awaiting_review',
        approvalStatus: 0,
      },
      {
        companyId: a.companyId,
        clientId: client.id,
        uniqueReference: '181301674',
        createdAt: at(3),
        status: 'awaiting_review',
        approvalStatus: 0,
      },
      {
        companyId: a.companyId,
        clientId: client.id,
        uniqueReference: 'R-9',
        createdAt: at(4),
        status: 'awaiting_review',
        approvalStatus: 0,
      },
      // approved since: it no longer waits, so it is no longer tagged
      {
        companyId: a.companyId,
        clientId: client.id,
        uniqueReference: '471102-3',
        createdAt: at(5),
        status: 'ready',
        approvalStatus: 1,
      },
      // waits for a plain reason (a value read with low confidence): nothing to tag
      {
        companyId: a.companyId,
        clientId: client.id,
        uniqueReference: 'LOW-1',
        createdAt: at(6),
        status: 'awaiting_review',
        approvalStatus: 0,
      },
    ]);
    ['first', 'duplicate', 'stranger', 'layout', 'approved', 'plain'].forEach((k, i) => (id[k] = docs[i]!.id));
    const other = await seedClient(t.ctx.db, b.companyId, 'Other Co', 'other@example.com');
    const [theirs] = await seedDocuments(t.ctx.db, [
      {
        companyId: b.companyId,
        clientId: other.id,
        uniqueReference: 'B-1',
        createdAt: at(1),
        status: 'awaiting_review',
        approvalStatus: 0,
      },
    ]);
    id.theirs = theirs!.id;
    const dup = { documentId: id.first!, reference: '471102' };
    await t.ctx.db.insert(documentResults).values([
      { documentId: id.first!, companyId: a.companyId, party: party('Lieferant GmbH') },
      { documentId: id.duplicate!, companyId: a.companyId, party: party('Lieferant GmbH'), duplicateOf: dup },
      {
        documentId: id.stranger!,
        companyId: a.companyId,
        party: party('ELEKTRON Industrieservice GmbH'),
        strangerReason: ELEKTRON,
      },
      { documentId: id.layout!, companyId: a.companyId, party: party(null), strangerReason: LAYOUT },
      { documentId: id.approved!, companyId: a.companyId, party: party('Lieferant GmbH'), duplicateOf: dup },
      { documentId: id.plain!, companyId: a.companyId, party: party('Lieferant GmbH') },
      {
        documentId: id.theirs!,
        companyId: b.companyId,
        party: party('Someone'),
        strangerReason: 'Other Co is not named on this document.',
      },
    ]);
  });
  after(async () => t?.close());

  const rows = async (token: string) => {
    const res = await callApi<{ data: DashboardDocRow[] }>(t.url, 'POST', '/api/Admin/Dashboard/Data', {
      token,
      body: { ...MARCH, pageSize: 100 },
    });
    assert.equal(res.status, 200, res.message);
    return new Map(res.result.data.map((r) => [r.dtId, r]));
  };

  it('a possible duplicate names the earlier document, with the reason the review screen gives', async () => {
    const row = (await rows(a.token)).get(id.duplicate!)!;
    assert.deepEqual(row.reviewNotes, [
      {
        code: 'possible_duplicate',
        text: 'Possible duplicate of 471102',
        message: REVIEW_REASON_TEXT.duplicate('471102'),
        documentId: id.first,
      },
    ]);
  });

  it("a stranger says who it appears to be from, or that it is not from the sample's supplier when the page names nobody", async () => {
    const list = await rows(a.token);
    assert.deepEqual(list.get(id.stranger!)!.reviewNotes, [
      { code: 'other_supplier', text: 'Other supplier: ELEKTRON Industrieservice GmbH', message: ELEKTRON },
    ]);
    assert.deepEqual(list.get(id.layout!)!.reviewNotes, [
      { code: 'other_supplier', text: "Not from the sample's supplier", message: LAYOUT },
    ]);
  });

  it('documents that do not wait, or wait for another reason, carry no tag', async () => {
    const list = await rows(a.token);
    for (const k of ['first', 'approved', 'plain']) assert.equal(list.get(id[k]!)!.reviewNotes, undefined, k);
  });

  it("GetLatestDocs tags the same rows, and each company sees only its own documents' tags", async () => {
    const latest = await callApi<DashboardDocRow[]>(t.url, 'POST', '/api/Admin/Dashboard/GetLatestDocs', {
      token: a.token,
      body: MARCH,
    });
    assert.equal(
      latest.result.find((r) => r.dtId === id.duplicate)!.reviewNotes?.[0]?.text,
      'Possible duplicate of 471102',
    );
    const theirs = await rows(b.token);
    assert.deepEqual([...theirs.keys()], [id.theirs]);
    assert.equal(theirs.get(id.theirs!)!.reviewNotes?.[0]?.text, 'Other supplier: Someone');
  });
});
