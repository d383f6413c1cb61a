import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { chargePages, refundPages } from '../../pipeline/intake/charge-pages.ts';

describe('Ledger: page charges in one transaction with the balance check', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, { workers: false });
  });
  after(async () => t.close());

  it(`100 parallel charges of 1.00 against a balance of 50.00 book exactly 50 and never overdraw (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    await t.ctx.db.insert(ledgerEntries).values({
      companyId: u.companyId,
      amountCents: 5000,
      currency: 'AUD',
      kind: 'credit',
      reason: 'Top-up',
      idempotencyKey: 'seed',
    });
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        chargePages(t.ctx.db, {
          companyId: u.companyId,
          documentId: randomUUID(),
          attempt: 1,
          pages: 2,
          pricePerPageCents: 50,
          fileName: `invoice-${i}.pdf`,
        }),
      ),
    );
    assert.equal(outcomes.filter((o) => o.status === 'charged').length, 50);
    assert.equal(outcomes.filter((o) => o.status === 'insufficient').length, 50);
    // every booked charge saw the balance it left, none below zero
    const left = outcomes.flatMap((o) => (o.status === 'charged' ? [o.balanceCents!] : [])).sort((a, b) => a - b);
    assert.deepEqual(
      left,
      Array.from({ length: 50 }, (_, i) => i * 100),
    );
    const rows = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.companyId, u.companyId));
    assert.equal(rows.filter((r) => r.kind === 'debit').length, 50);
    assert.ok(
      rows.filter((r) => r.kind === 'debit').every((r) => r.pages === 2 && r.documentId && r.amountCents === 100),
    );
    const status = await callApi(t.url, 'GET', '/api/admin/User/PaymentStatus', { token: u.token });
    assert.equal(status.result.availableBalance, 0);
  });

  it('the same document attempt charged twice at once books once; its refund once', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    await t.ctx.db.insert(ledgerEntries).values({
      companyId: u.companyId,
      amountCents: 1000,
      currency: 'AUD',
      kind: 'credit',
      reason: 'Top-up',
      idempotencyKey: 'seed',
    });
    const doc = {
      companyId: u.companyId,
      documentId: randomUUID(),
      attempt: 1,
      pages: 3,
      pricePerPageCents: 10,
      fileName: 'a.pdf',
    };
    const both = await Promise.all([chargePages(t.ctx.db, doc), chargePages(t.ctx.db, doc)]);
    assert.deepEqual(both.map((o) => o.status).sort(), ['already_charged', 'charged']);
    await Promise.all([refundPages(t.ctx.db, doc), refundPages(t.ctx.db, doc)]);
    const rows = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.companyId, u.companyId));
    assert.equal(rows.length, 3);
    assert.equal(
      (await callApi(t.url, 'GET', '/api/admin/User/PaymentStatus', { token: u.token })).result.availableBalance,
      10,
    );
  });
});
