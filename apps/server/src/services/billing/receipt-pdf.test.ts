import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { formatDateForLocale } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../testing/seed-user.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';

/** The text lines pdf-lib drew: its content streams are deflated and each line is one hex string. */
function receiptLines(bytes: Buffer): string[] {
  const lines: string[] = [];
  for (const m of bytes.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const t of content.matchAll(/<([0-9A-F]+)> Tj/g)) lines.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return lines;
}

describe("the top-up receipt is written the company's way (issue 26 point 6: one date format)", () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ BILLING_TOP_UP_AMOUNTS: '1234.5' }, { workers: false });
  });
  after(async () => t?.close());

  async function paidReceipt(u: SeededUser): Promise<string[]> {
    const link = await callApi(t.url, 'GET', '/api/admin/User/GetPaymentLink', { token: u.token });
    const checkoutId = String(link.result).split('/').pop()!;
    const paid = await callApi(t.url, 'POST', '/api/admin/Billing/CompleteTestCheckout', {
      token: u.token,
      body: { checkoutId, outcome: 'paid' },
    });
    assert.equal(paid.result.outcome, 'credited');
    const details = await callApi(t.url, 'GET', '/api/admin/Billing/GetBillingDetails', { token: u.token });
    const payment = details.result.payments[0];
    assert.equal(payment.checkoutId, checkoutId, 'the billing page names the checkout /success/ comes back with');
    const pdf = await fetch(`${t.url}/api/admin/Billing/DownloadReceipt?id=${payment.id}`, {
      headers: { authorization: `Bearer ${u.token}` },
    });
    assert.equal(pdf.status, 200);
    return receiptLines(Buffer.from(await pdf.arrayBuffer()));
  }

  it('a German company: 26.11.2026 and EUR 1.234,50', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true, country: 'DE' });
    const lines = await paidReceipt(u);
    const today = formatDateForLocale(new Date().toISOString(), { dateOrder: 'DMY', country: 'DE' });
    assert.match(today, /^\d{2}\.\d{2}\.\d{4}$/);
    assert.ok(lines.includes(`Date: ${today}`), lines.join(' | '));
    assert.ok(lines.includes('Amount paid: EUR 1.234,50'), lines.join(' | '));
  });

  it('an Australian company: 26/11/2026 and AUD 1,234.50', async () => {
    const u = await seedUser(t.ctx.db, { registered: true, pinVerified: true, country: 'AU' });
    const lines = await paidReceipt(u);
    const today = formatDateForLocale(new Date().toISOString(), { dateOrder: 'DMY', country: 'AU' });
    assert.match(today, /^\d{2}\/\d{2}\/\d{4}$/);
    assert.ok(lines.includes(`Date: ${today}`), lines.join(' | '));
    assert.ok(lines.includes('Amount paid: AUD 1,234.50'), lines.join(' | '));
  });
});
