import { options, type AccountingAdapter } from '../oauth/accounting-adapter.ts';
import {
  XERO_SCOPE,
  xeroAccounts,
  xeroConnections,
  xeroContacts,
  xeroCreateBill,
  xeroCreateSpend,
  xeroPaymentAccounts,
  xeroTaxRates,
} from './xero-api.client.ts';
import { xeroInvoiceOf } from './xero-bill.mapper.ts';
import { xeroSpendOf } from './xero-spend.mapper.ts';

/**
 * Xero: bills are ACCPAY invoices, receipts spend money (issue 26); a grant may reach several
 * organisations: the first is used until the user picks another.
 */
export const xeroAdapter: AccountingAdapter = {
  code: 'XERO',
  name: 'Xero',
  scope: XERO_SCOPE,
  authorizeUrl: (c) => c.integrations.xero.authorizeUrl,
  tokenUrl: (c) => c.integrations.xero.tokenUrl,
  async organisation(c, accessToken) {
    const r = await xeroConnections({ apiUrl: c.integrations.xero.apiUrl, accessToken });
    if (!r.ok) return r;
    const org = r.value.find((x) => x.tenantType === 'ORGANISATION') ?? r.value[0];
    if (!org)
      return {
        ok: false,
        status: 403,
        retry: false,
        disconnected: true,
        message: 'The Xero grant reaches no organisation. Connect again and choose one.',
      };
    return { ok: true, value: { tenantId: org.tenantId, tenantName: org.tenantName } };
  },
  async organisations(c, accessToken) {
    const r = await xeroConnections({ apiUrl: c.integrations.xero.apiUrl, accessToken });
    return r.ok
      ? {
          ok: true,
          value: r.value
            .filter((x) => x.tenantType === 'ORGANISATION')
            .map((x) => ({ tenantId: x.tenantId, tenantName: x.tenantName })),
        }
      : r;
  },
  customers: async (c, accessToken, tenantId) =>
    options(await xeroContacts({ apiUrl: c.integrations.xero.apiUrl, accessToken, tenantId }), (x) => ({
      code: x.ContactID,
      value: x.Name,
    })),
  taxTypes: async (c, accessToken, tenantId) =>
    options(await xeroTaxRates({ apiUrl: c.integrations.xero.apiUrl, accessToken, tenantId }), (x) => ({
      code: x.TaxType,
      value: x.Name,
    })),
  accounts: async (c, accessToken, tenantId) =>
    options(await xeroAccounts({ apiUrl: c.integrations.xero.apiUrl, accessToken, tenantId }), (x) => ({
      code: x.Code,
      value: `${x.Code} - ${x.Name}`,
    })),
  // spend money is posted AUTHORISED, and Xero wants every authorised line coded to an account
  missing: (s, document) =>
    !s.contactRef ? 'no contact is chosen' : document === 'receipt' && !s.accountCode ? 'no account is chosen' : null,
  receiptObject: 'Spend Money',
  async postBill(c, accessToken, tenantId, bill, settings, key) {
    const r = await xeroCreateBill(
      { apiUrl: c.integrations.xero.apiUrl, accessToken, tenantId },
      xeroInvoiceOf(bill, settings),
      key,
    );
    return r.ok ? { ok: true, value: { id: r.value.InvoiceID, number: r.value.InvoiceNumber } } : r;
  },
  async paymentAccounts(c, accessToken, tenantId) {
    const r = await xeroPaymentAccounts({ apiUrl: c.integrations.xero.apiUrl, accessToken, tenantId });
    return r.ok
      ? {
          ok: true,
          value: r.value.map((a) => ({
            id: a.AccountID,
            name: a.Name,
            kind: a.BankAccountType === 'CREDITCARD' ? ('card' as const) : ('bank' as const),
          })),
        }
      : r;
  },
  noPaymentAccount:
    'The Xero organisation has no bank account to pay the receipt from. Add one in Xero, then send again.',
  async postReceipt(c, accessToken, tenantId, receipt, pay, settings, key) {
    const api = { apiUrl: c.integrations.xero.apiUrl, accessToken, tenantId };
    const r = await xeroCreateSpend(api, xeroSpendOf(receipt, pay.id, settings), key);
    return r.ok ? { ok: true, value: { id: r.value.BankTransactionID, number: r.value.Reference } } : r;
  },
};
