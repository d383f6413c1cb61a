import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../../testing/start-test-app.ts';
import { seedUser, type SeededUser } from '../../../testing/seed-user.ts';
import { eq } from 'drizzle-orm';
import { integrationConnections, type mappings } from '../../../db/schema/index.ts';
import {
  startXeroTestServer,
  XERO_TEST_BANK_ACCOUNT,
  XERO_TEST_CARD_ACCOUNT,
  XERO_TEST_CONTACT,
  XERO_TEST_TENANT,
} from '@paperbridge/test-kit/providers/xero-test-server.ts';
import {
  QUICKBOOKS_TEST_BANK_ACCOUNT,
  QUICKBOOKS_TEST_CARD_ACCOUNT,
  QUICKBOOKS_TEST_REALM,
  startQuickBooksTestServer,
} from '@paperbridge/test-kit/providers/quickbooks-test-server.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';
import type { LoadedDelivery } from '../load-delivery.ts';
import type { DeliveryDocument } from '../render/delivery-document.ts';
import { simpleDeliveryDocument } from '../render/test-support/simple-delivery-document.ts';
import { accountingKey, sendToAccounting } from './send-to-accounting.ts';
import {
  connectIntegration,
  seedIntegrationMapping,
} from '../../../services/integrations/test-support/integration-fixtures.ts';

const receiptOf = (payment: string): DeliveryDocument => ({
  ...simpleDeliveryDocument(
    [
      ['Merchant Name', 'UNIHAKKA INTERNATIONAL SDN BHD'],
      ['Receipt Number', 'OR18031810170003'],
      ['Receipt Date', '18 MAR 2018'],
      ['Payment Method', payment],
      ['Total', '$8.60'],
    ],
    [],
    { reference: 'REC-1' },
  ),
  documentType: 'Expense Receipt',
  client: 'Unihakka',
  fileName: '044.jpg',
});

/** Issue 26: an Expense Receipt mapping delivers a paid expense, once, to Xero (spend money) and QuickBooks (Purchase). */
describe('Receipts to Xero and QuickBooks: spend money and a Purchase from the payment account, exactly once', () => {
  let t: TestApp;
  let a: SeededUser;
  let xero: Awaited<ReturnType<typeof startXeroTestServer>>;
  let qb: Awaited<ReturnType<typeof startQuickBooksTestServer>>;
  let xeroMapping: typeof mappings.$inferSelect;
  let qbMapping: typeof mappings.$inferSelect;
  const loaded = (
    mapping: typeof mappings.$inferSelect,
    o: { documentId?: string; attempt?: number; data?: DeliveryDocument } = {},
  ) =>
    ({
      document: { id: o.documentId ?? randomUUID(), attempt: o.attempt ?? 0, companyId: a.companyId },
      mapping,
      data: o.data ?? receiptOf('CASH'),
    }) as unknown as LoadedDelivery;
  const xeroIn = {
    email: 'x@unihakka.example',
    configName: 'XERORECEIPTS',
    serviceCode: 'XERO' as const,
    accountId: 'XERO-CLIENT-ID',
    password: 'xero-secret',
  };
  const qbIn = {
    email: 'q@unihakka.example',
    configName: 'QBRECEIPTS',
    serviceCode: 'QUICKBOOK' as const,
    accountId: 'QB-CLIENT-ID',
    password: 'qb-secret',
  };
  const setDetails = (path: string, input: typeof xeroIn | typeof qbIn, d: Record<string, string>) =>
    callApi(t.url, 'POST', `/api/Admin/Accounting/${path}`, {
      token: a.token,
      body: { ...input, ...d, configurationName: input.configName },
    });

  before(async () => {
    xero = await startXeroTestServer();
    qb = await startQuickBooksTestServer();
    t = await startTestApp({ ...xero.config, ...qb.config }, { workers: false });
    a = await seedUser(t.ctx.db, { registered: true, pinVerified: true });
    xeroMapping = await seedIntegrationMapping(t.ctx.db, a.companyId, {
      configName: xeroIn.configName,
      clientEmail: xeroIn.email,
      integrationType: 'XERO',
      docTypeId: 2,
    });
    qbMapping = await seedIntegrationMapping(t.ctx.db, a.companyId, {
      configName: qbIn.configName,
      clientEmail: qbIn.email,
      integrationType: 'QUICKBOOK',
      docTypeId: 2,
    });
    assert.equal((await connectIntegration(t.url, a.token, xeroIn)).callback.status, 200);
    assert.equal((await connectIntegration(t.url, a.token, qbIn)).callback.status, 200);
  });
  after(async () => {
    await t?.close();
    await xero?.close();
    await qb?.close();
  });
  beforeEach(() => {
    xero.requests.length = 0;
    qb.requests.length = 0;
  });

  it('Xero wants an account for spend money: without one the delivery fails for good, naming what the setup lacks', async () => {
    // the setup modal asks for an account; a row saved before receipts went to Xero may lack one
    await t.ctx.db
      .update(integrationConnections)
      .set({ contactRef: XERO_TEST_CONTACT.ContactID, accountCode: null })
      .where(eq(integrationConnections.mappingId, xeroMapping.id));
    const out = await sendToAccounting(t.ctx, loaded(xeroMapping), 'Xero');
    assert.deepEqual(out, {
      ok: false,
      retry: false,
      error: 'The Xero setup of this mapping is not finished: no account is chosen.',
    });
    assert.equal(xero.requests.length, 0, 'Xero is not called');
  });

  it('Xero gets one SPEND BankTransaction from the bank account to the chosen contact (PUT, tenant header, idempotency key)', async () => {
    await setDetails('SetXeroDetails', xeroIn, {
      contectRef: XERO_TEST_CONTACT.ContactID,
      taxType: 'INPUT',
      invoiceType: '429',
    });
    const documentId = randomUUID();
    const out = await sendToAccounting(t.ctx, loaded(xeroMapping, { documentId }), 'Xero');
    assert.ok(out.ok, JSON.stringify(out));
    const put = xero.requests.find((r) => r.method === 'PUT' && r.path === '/api.xro/2.0/BankTransactions')!;
    assert.equal(put.headers['xero-tenant-id'], XERO_TEST_TENANT.tenantId);
    assert.equal(put.headers['idempotency-key'], accountingKey(documentId, 0, 'Xero'));
    assert.deepEqual(JSON.parse(put.body), {
      BankTransactions: [
        {
          Type: 'SPEND',
          Contact: { ContactID: XERO_TEST_CONTACT.ContactID },
          BankAccount: { AccountID: XERO_TEST_BANK_ACCOUNT.AccountID },
          Date: '2018-03-18',
          Reference: 'OR18031810170003',
          LineAmountTypes: 'Inclusive',
          LineItems: [
            {
              Description: 'Receipt OR18031810170003 from UNIHAKKA INTERNATIONAL SDN BHD',
              Quantity: 1,
              UnitAmount: 8.6,
              AccountCode: '429',
              TaxType: 'INPUT',
            },
          ],
        },
      ],
    });
    assert.equal(xero.invoices.length, 0, 'no bill: a receipt is paid already');
    const made = xero.bankTransactions.at(-1)! as { BankTransactionID: string; Total: number; Status: string };
    assert.equal(made.Total, 8.6);
    assert.equal(made.Status, 'AUTHORISED');
    assert.deepEqual(out.ok && out.receipt, {
      format: 'Spend Money',
      location: `Xero: ${XERO_TEST_TENANT.tenantName}`,
      messageId: made.BankTransactionID,
      fileName: 'OR18031810170003',
    });
  });

  it('a send repeated after a crash carries the same key and Xero holds one transaction; a Process Log resend is a new one', async () => {
    const documentId = randomUUID();
    const count = xero.bankTransactions.length;
    const first = await sendToAccounting(t.ctx, loaded(xeroMapping, { documentId, attempt: 1 }), 'Xero');
    const second = await sendToAccounting(t.ctx, loaded(xeroMapping, { documentId, attempt: 1 }), 'Xero');
    assert.ok(first.ok);
    assert.deepEqual(second, first);
    const keys = xero.requests
      .filter((r) => r.path === '/api.xro/2.0/BankTransactions')
      .map((r) => r.headers['idempotency-key']);
    assert.deepEqual(keys, [accountingKey(documentId, 1, 'Xero'), accountingKey(documentId, 1, 'Xero')]);
    assert.equal(xero.bankTransactions.length, count + 1, 'one spend money transaction');
    await sendToAccounting(t.ctx, loaded(xeroMapping, { documentId, attempt: 1 }), 'Xero', 1);
    assert.equal(xero.bankTransactions.length, count + 2, 'a resend is asked for by a person: a new one');
  });

  it('a credit card payment is spent from the credit card account; with no bank account at all the delivery fails for good', async () => {
    const out = await sendToAccounting(t.ctx, loaded(xeroMapping, { data: receiptOf('VISA CREDIT') }), 'Xero');
    assert.ok(out.ok);
    const made = xero.bankTransactions.at(-1)! as { BankAccount: { AccountID: string } };
    assert.equal(made.BankAccount.AccountID, XERO_TEST_CARD_ACCOUNT.AccountID);
    const chart = xero.accounts.splice(0);
    try {
      xero.accounts.push(...chart.filter((x) => x.Type !== 'BANK'));
      const none = await sendToAccounting(t.ctx, loaded(xeroMapping), 'Xero');
      assert.deepEqual(none, {
        ok: false,
        retry: false,
        error: 'The Xero organisation has no bank account to pay the receipt from. Add one in Xero, then send again.',
      });
    } finally {
      xero.accounts.splice(0, xero.accounts.length, ...chart);
    }
  });

  it('a receipt mapping may name the account its receipts are paid from; one that is gone fails the send, never a guess', async () => {
    const savings = {
      AccountID: randomUUID(),
      Code: '091',
      Name: 'Savings Account',
      Type: 'BANK',
      Class: 'ASSET',
      Status: 'ACTIVE' as 'ACTIVE' | 'ARCHIVED',
      BankAccountType: 'BANK' as const,
    };
    xero.accounts.push(savings);
    try {
      const listed = await callApi(t.url, 'POST', '/api/Admin/Accounting/GetPaymentAccounts', {
        token: a.token,
        body: xeroIn,
      });
      assert.equal(listed.status, 200);
      assert.deepEqual(
        listed.result,
        [
          { code: XERO_TEST_BANK_ACCOUNT.AccountID, value: 'Business Bank Account (bank account)' },
          { code: XERO_TEST_CARD_ACCOUNT.AccountID, value: 'Company Visa (credit card)' },
          { code: savings.AccountID, value: 'Savings Account (bank account)' },
        ],
        'the bank and card accounts, by name; no expense or revenue account',
      );
      const details = { contectRef: XERO_TEST_CONTACT.ContactID, taxType: 'INPUT', invoiceType: '429' };
      const unknown = await setDetails('SetXeroDetails', xeroIn, { ...details, paymentAccount: randomUUID() });
      assert.equal(unknown.status, 400, 'an account the organisation does not have is refused on save');
      assert.match(JSON.stringify(unknown), /Choose one of the organisation’s bank or credit card accounts/);

      const saved = await setDetails('SetXeroDetails', xeroIn, { ...details, paymentAccount: savings.AccountID });
      assert.equal(saved.status, 200);
      assert.equal(saved.result.paymentAccount, savings.AccountID);
      // a card payment too: the mapping's choice decides, not the first account of a kind
      for (const method of ['CASH', 'VISA CREDIT']) {
        const out = await sendToAccounting(t.ctx, loaded(xeroMapping, { data: receiptOf(method) }), 'Xero');
        assert.ok(out.ok, JSON.stringify(out));
        const made = xero.bankTransactions.at(-1)! as { BankAccount: { AccountID: string } };
        assert.equal(made.BankAccount.AccountID, savings.AccountID, method);
      }

      savings.Status = 'ARCHIVED';
      const count = xero.bankTransactions.length;
      const gone = await sendToAccounting(t.ctx, loaded(xeroMapping), 'Xero');
      assert.deepEqual(gone, {
        ok: false,
        retry: false,
        error:
          "The account chosen to pay this mapping's receipts is no longer an active bank or credit card account in Xero. Choose another in the mapping's Xero setup, then send again.",
      });
      assert.equal(xero.bankTransactions.length, count, 'nothing spent from another account instead');
    } finally {
      xero.accounts.splice(xero.accounts.indexOf(savings), 1);
      await setDetails('SetXeroDetails', xeroIn, {
        contectRef: XERO_TEST_CONTACT.ContactID,
        taxType: 'INPUT',
        invoiceType: '429',
      });
    }
    const [row] = await t.ctx.db
      .select()
      .from(integrationConnections)
      .where(eq(integrationConnections.mappingId, xeroMapping.id));
    assert.equal(row!.paymentAccountId, null, 'saved again without a choice: the payment method decides again');
  });

  it('Xero down (503) is worth a later try; a receipt with no total read is never booked at 0', async () => {
    xero.faults.bankTransactionStatus = 503;
    try {
      const out = await sendToAccounting(t.ctx, loaded(xeroMapping), 'Xero');
      assert.equal(!out.ok && 'retry' in out && out.retry, true);
    } finally {
      xero.faults.bankTransactionStatus = 0;
    }
    const noTotal = simpleDeliveryDocument([['Merchant Name', 'Unihakka']]);
    const out = await sendToAccounting(t.ctx, loaded(xeroMapping, { data: noTotal }), 'Xero');
    assert.deepEqual(out, {
      ok: false,
      retry: false,
      error: 'The receipt has no total to send to Xero: map its Total field or fill it in on review, then send again.',
    });
  });

  it('QuickBooks gets one Purchase (Cash from the bank account, the vendor, the expense account); a repeat makes no second', async () => {
    await setDetails('SetQuickBookDetail', qbIn, { contectRef: '56', taxType: '3', invoiceType: '7' });
    const documentId = randomUUID();
    const first = await sendToAccounting(t.ctx, loaded(qbMapping, { documentId, attempt: 2 }), 'QuickBooks');
    const second = await sendToAccounting(t.ctx, loaded(qbMapping, { documentId, attempt: 2 }), 'QuickBooks');
    assert.ok(first.ok, JSON.stringify(first));
    assert.deepEqual(second, first);
    const posts = qb.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v3/company/${QUICKBOOKS_TEST_REALM}/purchase`,
    );
    assert.deepEqual(
      posts.map((p) => p.query.get('requestid')),
      [accountingKey(documentId, 2, 'QuickBooks'), accountingKey(documentId, 2, 'QuickBooks')],
    );
    assert.equal(posts[0]!.query.get('minorversion'), '75');
    assert.equal(qb.purchases.length, 1, 'one Purchase');
    assert.equal(qb.bills.length, 0, 'no Bill');
    assert.deepEqual(JSON.parse(posts[0]!.body), {
      PaymentType: 'Cash',
      AccountRef: { value: QUICKBOOKS_TEST_BANK_ACCOUNT.Id },
      EntityRef: { value: '56', type: 'Vendor' },
      DocNumber: 'OR18031810170003',
      TxnDate: '2018-03-18',
      PrivateNote: 'Receipt from UNIHAKKA INTERNATIONAL SDN BHD',
      GlobalTaxCalculation: 'TaxInclusive',
      Line: [
        {
          DetailType: 'AccountBasedExpenseLineDetail',
          Amount: 8.6,
          Description: 'Receipt OR18031810170003 from UNIHAKKA INTERNATIONAL SDN BHD',
          AccountBasedExpenseLineDetail: { AccountRef: { value: '7' }, TaxCodeRef: { value: '3' } },
        },
      ],
    });
    assert.equal((qb.purchases[0] as { TotalAmt: number }).TotalAmt, 8.6);
    assert.deepEqual(first.ok && first.receipt.format, 'Purchase');
  });

  it('QuickBooks: a credit card payment is a CreditCard Purchase on the card account', async () => {
    const out = await sendToAccounting(t.ctx, loaded(qbMapping, { data: receiptOf('MASTERCARD') }), 'QuickBooks');
    assert.ok(out.ok, JSON.stringify(out));
    const made = qb.purchases.at(-1)! as { PaymentType: string; AccountRef: { value: string } };
    assert.equal(made.PaymentType, 'CreditCard');
    assert.equal(made.AccountRef.value, QUICKBOOKS_TEST_CARD_ACCOUNT.Id);
  });

  it('QuickBooks: a mapping that pays its receipts by card books a cash receipt as a CreditCard Purchase too', async () => {
    const chosen = await setDetails('SetQuickBookDetail', qbIn, {
      contectRef: '56',
      taxType: '3',
      invoiceType: '7',
      paymentAccount: QUICKBOOKS_TEST_CARD_ACCOUNT.Id,
    });
    assert.equal(chosen.status, 200, JSON.stringify(chosen));
    try {
      const out = await sendToAccounting(t.ctx, loaded(qbMapping, { data: receiptOf('CASH') }), 'QuickBooks');
      assert.ok(out.ok, JSON.stringify(out));
      const made = qb.purchases.at(-1)! as { PaymentType: string; AccountRef: { value: string } };
      assert.equal(made.PaymentType, 'CreditCard');
      assert.equal(made.AccountRef.value, QUICKBOOKS_TEST_CARD_ACCOUNT.Id);
    } finally {
      await setDetails('SetQuickBookDetail', qbIn, { contectRef: '56', taxType: '3', invoiceType: '7' });
    }
  });
});
