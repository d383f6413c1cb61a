import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DashboardDocRow, StageStatus } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { documentStages } from '../../db/schema/index.ts';
import { seedClient, seedDocuments } from '../../http/dashboard/test-support/seed-documents.ts';

const BASE = Date.parse('2025-03-01T08:00:00Z');
const MARCH = { startDate: '2025-03-01T00:00:00.000Z', endDate: '2025-03-31T23:59:59.999Z' };

/**
 * Issue 26: an approved document (approvalStatus 3) is marked `sending` while automatic delivery runs, so the
 * dashboard shows In Process and offers Send only once nothing is being sent.
 */
describe('the dashboard list says which approved documents are being sent (issue 26)', () => {
  let t: TestApp;
  let a: SeededUser;
  const id: Record<string, string> = {};

  before(async () => {
    t = await startTestApp();
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    const client = await seedClient(t.ctx.db, a.companyId, 'Acme', 'bills@acme.example');
    const at = (h: number) => new Date(BASE + h * 3600_000);
    const doc = (ref: string, h: number, status: 'ready' | 'delivering' | 'delivered', approvalStatus: number) => ({
      companyId: a.companyId,
      clientId: client.id,
      uniqueReference: ref,
      createdAt: at(h),
      status,
      approvalStatus,
    });
    const docs = await seedDocuments(t.ctx.db, [
      doc('QUEUED', 1, 'ready', 3),
      doc('RETRYING', 2, 'delivering', 3),
      doc('GAVE-UP', 3, 'delivering', 3),
      doc('DONE', 4, 'delivered', 1),
    ]);
    ['queued', 'retrying', 'gaveUp', 'done'].forEach((k, i) => (id[k] = docs[i]!.id));
    const record = (documentId: string, destination: string, status: StageStatus) => ({
      companyId: a.companyId,
      documentId,
      attempt: 0,
      step: 'deliver' as const,
      destination,
      status,
    });
    await t.ctx.db
      .insert(documentStages)
      .values([
        record(id.retrying!, 'Webhook', 'pending'),
        record(id.retrying!, 'Email', 'success'),
        record(id.gaveUp!, 'Webhook', 'failed'),
        record(id.gaveUp!, 'Email', 'success'),
        record(id.done!, 'Webhook', 'success'),
      ]);
  });
  after(async () => t?.close());

  const rows = async () => {
    const res = await callApi<{ data: DashboardDocRow[] }>(t.url, 'POST', '/api/Admin/Dashboard/Data', {
      token: a.token,
      body: { ...MARCH, pageSize: 100 },
    });
    assert.equal(res.status, 200, res.message);
    return new Map(res.result.data.map((r) => [r.dtId, r]));
  };

  it('handed to delivery and not yet tried, or a destination waiting for its next try: sending', async () => {
    const list = await rows();
    assert.equal(list.get(id.queued!)!.sending, true);
    assert.equal(list.get(id.retrying!)!.sending, true);
  });

  it('every destination settled, one failed for good: not sending, so Send is offered; delivered: not sending', async () => {
    const list = await rows();
    assert.equal(list.get(id.gaveUp!)!.approvalStatus, 3);
    assert.equal(list.get(id.gaveUp!)!.sending, undefined);
    assert.equal(list.get(id.done!)!.sending, undefined);
  });
});
