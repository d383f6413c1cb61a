import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { INTEGRATION_MSG } from '@paperbridge/contracts';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../../testing/seed-user.ts';
import { integrationConnections, notifications, type mappings } from '../../../db/schema/index.ts';
import {
  startXeroTestServer,
  XERO_TEST_CONTACT,
  XERO_TEST_TENANT,
} from '@paperbridge/test-kit/providers/xero-test-server.ts';
import {
  QUICKBOOKS_TEST_REALM,
  startQuickBooksTestServer,
} from '@paperbridge/test-kit/providers/quickbooks-test-server.ts';
import type { LoadedDelivery } from '../load-delivery.ts';
import type { DeliveryDocument } from '../render/delivery-document.ts';
import { simpleDeliveryDocument } from '../render/test-support/simple-delivery-document.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import { accountingKey, sendToAccounting } from './send-to-accounting.ts';
import { freshAccessToken, INTEGRATION_DISCONNECTED_HEADER } from '../../../domain/integrations/fresh-access-token.ts';
import { openIntegrationSecret } from '../../../domain/integrations/integration-secrets.ts';
import {
  connectIntegration,
  seedIntegrationMapping,
} from '../../../services/integrations/test-support/integration-fixtures.ts';

const INVOICE: DeliveryDocument = {
  ...simpleDeliveryDocument(
    [
      ['Invoice Number', 'INV-4711'],
      ['Invoice Date', '12/03/2025'],
      ['Due Date', '2025-04-11'],
      ['Total Amount', '1,250.00'],
    ],
    [
      {
        tableNumber: 1,
        columns: ['Description', 'Quantity', 'Unit Price'],
        rows: [
          ['Paper A4', '10', '100.00'],
          ['Toner', '1', '250.00'],
        ],
      },
    ],
    { reference: 'INV-4711' },
  ),
  client: 'Coolblue',
  fileName: 'inv.pdf',
};

describe('Xero and QuickBooks delivery: the bill, OAuth refresh, a revoked grant, exactly once', () => {
  let t: TestApp;
  let a: SeededUser;
  let xero: Awaited<ReturnType<typeof startXeroTestServer>>;
  let qb: Awaited<ReturnType<typeof startQuickBooksTestServer>>;
  let xeroMapping: typeof mappings.$inferSelect;
  let qbMapping: typeof mappings.$inferSelect;
  const loaded = (mapping: typeof mappings.$inferSelect, documentId = randomUUID(), attempt = 0) =>
    ({
      document: { id: documentId, attempt, companyId: a.companyId },
      mapping,
      data: INVOICE,
    }) as unknown as LoadedDelivery;
  const xeroRow = async () =>
    (
      await t.ctx.db
        .select()
        .from(integrationConnections)
        .where(and(eq(integrationConnections.mappingId, xeroMapping.id)))
    )[0]!;

  before(async () => {
    xero = await startXeroTestServer();
    qb = await startQuickBooksTestServer();
    t = await startTestApp({ ...xero.config, ...qb.config }, { workers: false });
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    xeroMapping = await seedIntegrationMapping(t.ctx.db, a.companyId, {
      configName: 'XEROBILLS',
      clientEmail: 'x@coolblue.example',
      integrationType: 'XERO',
    });
    qbMapping = await seedIntegrationMapping(t.ctx.db, a.companyId, {
      configName: 'QBBILLS',
      clientEmail: 'q@coolblue.example',
      integrationType: 'QUICKBOOK',
    });
  });
  after(async () => {
    await t?.close();
    await xero?.close();
    await qb?.close();
  });
  /** a fresh grant with the contact, account and tax type chosen, as the setup modal leaves it */
  const connectXero = async () => {
    const x = {
      email: 'x@coolblue.example',
      configName: 'XEROBILLS',
      serviceCode: 'XERO' as const,
      accountId: 'XERO-CLIENT-ID',
      password: 'xero-secret',
    };
    assert.equal((await connectIntegration(t.url, a.token, x)).callback.status, 200);
    await callApi(t.url, 'POST', '/api/Admin/Accounting/SetXeroDetails', {
      token: a.token,
      body: {
        ...x,
        contectRef: XERO_TEST_CONTACT.ContactID,
        taxType: 'INPUT',
        invoiceType: '429',
        configurationName: x.configName,
      },
    });
  };
  beforeEach(() => {
    xero.requests.length = 0;
    xero.faults.invoiceStatus = 0;
  });

  it("without an integration the delivery fails for good with the spec's message", async () => {
    const out = await sendToAccounting(t.ctx, loaded(xeroMapping), 'Xero');
    assert.deepEqual(out, { ok: false, retry: false, error: INTEGRATION_MSG.notConfigured });
  });

  it('Xero gets an ACCPAY invoice to the chosen contact with its lines, account code and tax type, the tenant header and the idempotency key', async () => {
    await connectXero();
    xero.requests.length = 0;
    const docId = randomUUID();
    const out = await sendToAccounting(t.ctx, loaded(xeroMapping, docId), 'Xero');
    assert.ok(out.ok, JSON.stringify(out));
    const post = xero.requests.find((r) => r.method === 'POST' && r.path === '/api.xro/2.0/Invoices')!;
    assert.equal(post.headers['xero-tenant-id'], XERO_TEST_TENANT.tenantId);
    assert.equal(post.headers['idempotency-key'], accountingKey(docId, 0, 'Xero'));
    assert.match(post.headers.authorization!, /^Bearer at_/);
    assert.deepEqual(JSON.parse(post.body), {
      Invoices: [
        {
          Type: 'ACCPAY',
          Contact: { ContactID: XERO_TEST_CONTACT.ContactID },
          InvoiceNumber: 'INV-4711',
          Date: '2025-03-12',
          DueDate: '2025-04-11',
          LineAmountTypes: 'Inclusive',
          Status: 'DRAFT',
          LineItems: [
            { Description: 'Paper A4', Quantity: 10, UnitAmount: 100, AccountCode: '429', TaxType: 'INPUT' },
            { Description: 'Toner', Quantity: 1, UnitAmount: 250, AccountCode: '429', TaxType: 'INPUT' },
          ],
        },
      ],
    });
    assert.equal(out.ok && out.receipt.messageId, xero.invoices.at(-1)!.InvoiceID);
  });

  it('a send repeated after a crash (same document, attempt and destination) carries the same key and Xero shows one bill', async () => {
    const docId = randomUUID();
    const before = xero.invoices.length;
    const first = await sendToAccounting(t.ctx, loaded(xeroMapping, docId), 'Xero');
    const second = await sendToAccounting(t.ctx, loaded(xeroMapping, docId), 'Xero');
    const keys = xero.requests
      .filter((r) => r.path === '/api.xro/2.0/Invoices')
      .map((r) => r.headers['idempotency-key']);
    assert.equal(keys.length, 2);
    assert.equal(keys[0], keys[1]);
    assert.equal(xero.invoices.length, before + 1, 'one bill');
    assert.deepEqual(first, second);
    const resent = await sendToAccounting(t.ctx, loaded(xeroMapping, docId), 'Xero', 1);
    assert.equal(xero.invoices.length, before + 2, 'a Process Log resend is a new bill');
    assert.ok(resent.ok);
  });

  it('an access token about to expire is refreshed before the call; the rotated refresh token is stored sealed', async () => {
    const row = await xeroRow();
    await t.ctx.db
      .update(integrationConnections)
      .set({ accessExpiresAt: new Date(Date.now() + 30_000) })
      .where(eq(integrationConnections.id, row.id));
    const out = await sendToAccounting(t.ctx, loaded(xeroMapping), 'Xero');
    assert.ok(out.ok);
    const order = xero.requests.map((r) => r.path);
    assert.deepEqual(order, ['/token', '/api.xro/2.0/Invoices'], 'refreshed first, then one POST');
    assert.equal(new URLSearchParams(xero.requests[0]!.body).get('grant_type'), 'refresh_token');
    const now = await xeroRow();
    assert.notEqual(now.refreshToken, row.refreshToken);
    assert.equal(
      openIntegrationSecret(t.ctx.config, now.id, 'refresh-token', now.refreshToken!),
      xero.grants.at(-1)!.refreshToken,
    );
    assert.ok(now.accessExpiresAt!.getTime() > Date.now() + 25 * 60_000);
  });

  it('deliveries that need a refresh at the same moment share one (the refresh token rotates): every bill goes, the integration stays connected', async () => {
    const row = await xeroRow();
    await t.ctx.db
      .update(integrationConnections)
      .set({ accessExpiresAt: new Date(Date.now() + 10_000) })
      .where(eq(integrationConnections.id, row.id));
    const outs = await Promise.all([1, 2, 3].map(() => sendToAccounting(t.ctx, loaded(xeroMapping), 'Xero')));
    assert.ok(
      outs.every((o) => o.ok),
      JSON.stringify(outs),
    );
    assert.equal(xero.requests.filter((r) => r.path === '/token').length, 1, 'one refresh');
    assert.equal((await xeroRow()).status, 'connected');
  });

  it('a delivery holding the connection as read before a refresh stored its tokens shares that refresh: the spent refresh token is not sent again', async () => {
    const row = await xeroRow();
    await t.ctx.db
      .update(integrationConnections)
      .set({ accessExpiresAt: new Date(Date.now() + 10_000) })
      .where(eq(integrationConnections.id, row.id));
    const stale = await xeroRow();
    const first = await freshAccessToken(t.ctx, stale);
    const refreshes = xero.requests.filter((r) => r.path === '/token').length;
    // the row as a slower reader had it: the refresh token the first refresh spent
    const second = await freshAccessToken(t.ctx, stale);
    assert.ok(first.ok && second.ok);
    assert.equal(second.accessToken, first.accessToken);
    assert.equal(xero.requests.filter((r) => r.path === '/token').length, refreshes, 'no second refresh');
    assert.equal((await xeroRow()).status, 'connected');
  });

  it('a refresh refused because another process rotated the token meanwhile uses the rotated one instead of disconnecting', async () => {
    const row = await xeroRow();
    await t.ctx.db
      .update(integrationConnections)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(integrationConnections.id, row.id));
    const stale = { ...row, accessExpiresAt: new Date(Date.now() - 1000) };
    // another process refreshes first and stores its tokens
    assert.ok((await freshAccessToken(t.ctx, stale)).ok);
    const out = await freshAccessToken(t.ctx, stale);
    assert.ok(out.ok, JSON.stringify(out));
    assert.equal((await xeroRow()).status, 'connected');
  });

  it('an access token refused before its time is refreshed once and the bill is posted', async () => {
    xero.expireAccessTokens();
    const out = await sendToAccounting(t.ctx, loaded(xeroMapping), 'Xero');
    assert.ok(out.ok);
    assert.deepEqual(
      xero.requests.map((r) => r.path),
      ['/api.xro/2.0/Invoices', '/token', '/api.xro/2.0/Invoices'],
    );
  });

  it('Xero down (503) is worth a later try', async () => {
    xero.faults.invoiceStatus = 503;
    const out = await sendToAccounting(t.ctx, loaded(xeroMapping), 'Xero');
    assert.equal(out.ok, false);
    assert.equal(!out.ok && 'retry' in out && out.retry, true);
  });

  it('a revoked grant (invalid_grant) fails the delivery for good with a clear reason, marks the integration disconnected and tells the company', async () => {
    xero.revoke();
    const row = await xeroRow();
    await t.ctx.db
      .update(integrationConnections)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(integrationConnections.id, row.id));
    const out = await sendToAccounting(t.ctx, loaded(xeroMapping), 'Xero');
    assert.equal(out.ok, false);
    assert.equal(!out.ok && 'retry' in out && out.retry, false);
    assert.match(
      !out.ok ? out.error : '',
      /Xero connection was revoked or has expired \(invalid_grant.*Connect Xero again on Manage Integrations/,
    );
    const now = await xeroRow();
    assert.equal(now.status, 'disconnected');
    assert.equal(now.accessToken, null);
    const bell = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, a.companyId), eq(notifications.header, INTEGRATION_DISCONNECTED_HEADER)));
    assert.equal(bell.length, 1);
    const shown = await callApi(t.url, 'GET', '/api/Admin/Accounting/GetUserIntegration', {
      token: a.token,
      query: { Email: 'x@coolblue.example', ConfigName: 'XEROBILLS' },
    });
    assert.equal(shown.result[0].status, 'disconnected');
    assert.match(shown.result[0].lastError, /revoked/);
    const later = await sendToAccounting(t.ctx, loaded(xeroMapping), 'Xero');
    assert.match(!later.ok ? later.error : '', /revoked/, 'later deliveries say the same without calling Xero');
    await connectXero();
    assert.equal((await xeroRow()).status, 'connected', 'Connect again mends it');
  });

  it('QuickBooks gets a Bill to the chosen vendor with AccountBasedExpenseLineDetail lines, requestid and minorversion; a repeat makes no second bill', async () => {
    const q = {
      email: 'q@coolblue.example',
      configName: 'QBBILLS',
      serviceCode: 'QUICKBOOK' as const,
      accountId: 'QB-CLIENT-ID',
      password: 'qb-secret',
    };
    assert.equal((await connectIntegration(t.url, a.token, q)).callback.status, 200);
    await callApi(t.url, 'POST', '/api/Admin/Accounting/SetQuickBookDetail', {
      token: a.token,
      body: { ...q, contectRef: '56', taxType: '3', invoiceType: '7', configurationName: q.configName },
    });
    const docId = randomUUID();
    const first = await sendToAccounting(t.ctx, loaded(qbMapping, docId, 2), 'QuickBooks');
    const second = await sendToAccounting(t.ctx, loaded(qbMapping, docId, 2), 'QuickBooks');
    assert.ok(first.ok);
    assert.deepEqual(first, second);
    const posts = qb.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v3/company/${QUICKBOOKS_TEST_REALM}/bill`,
    );
    assert.equal(posts.length, 2);
    assert.equal(posts[0]!.query.get('requestid'), accountingKey(docId, 2, 'QuickBooks'));
    assert.ok(accountingKey(docId, 2, 'QuickBooks', 12).length <= 50, 'Intuit allows 50 characters');
    assert.equal(posts[1]!.query.get('requestid'), posts[0]!.query.get('requestid'));
    assert.equal(posts[0]!.query.get('minorversion'), '75');
    assert.equal(qb.bills.length, 1, 'one bill');
    assert.deepEqual(JSON.parse(posts[0]!.body), {
      VendorRef: { value: '56' },
      DocNumber: 'INV-4711',
      TxnDate: '2025-03-12',
      DueDate: '2025-04-11',
      GlobalTaxCalculation: 'TaxInclusive',
      Line: [
        {
          DetailType: 'AccountBasedExpenseLineDetail',
          Amount: 1000,
          Description: '10 x Paper A4',
          AccountBasedExpenseLineDetail: { AccountRef: { value: '7' }, TaxCodeRef: { value: '3' } },
        },
        {
          DetailType: 'AccountBasedExpenseLineDetail',
          Amount: 250,
          Description: 'Toner',
          AccountBasedExpenseLineDetail: { AccountRef: { value: '7' }, TaxCodeRef: { value: '3' } },
        },
      ],
    });
  });
});
