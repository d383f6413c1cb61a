import { options, type AccountingAdapter } from '../oauth/accounting-adapter.ts';
import {
  QUICKBOOKS_SCOPE,
  quickBooksAccounts,
  quickBooksCompanyInfo,
  quickBooksCreateBill,
  quickBooksCreatePurchase,
  quickBooksPaymentAccounts,
  quickBooksTaxCodes,
  quickBooksVendors,
} from './quickbooks-api.client.ts';
import { quickBooksBillOf } from './quickbooks-bill.mapper.ts';
import { quickBooksPurchaseOf } from './quickbooks-purchase.mapper.ts';

/** QuickBooks Online: the company (realmId) comes back with the authorisation code; receipts are Purchases (issue 26). */
export const quickBooksAdapter: AccountingAdapter = {
  code: 'QUICKBOOK',
  name: 'QuickBooks',
  scope: QUICKBOOKS_SCOPE,
  authorizeUrl: (c) => c.integrations.quickbooks.authorizeUrl,
  tokenUrl: (c) => c.integrations.quickbooks.tokenUrl,
  async organisation(c, accessToken, realmId) {
    if (!realmId)
      return {
        ok: false,
        status: 400,
        retry: false,
        message: 'QuickBooks did not say which company was connected (no realmId).',
      };
    const r = await quickBooksCompanyInfo({ apiUrl: c.integrations.quickbooks.apiUrl, accessToken, realmId });
    return r.ok ? { ok: true, value: { tenantId: realmId, tenantName: r.value.CompanyName } } : r;
  },
  // a QuickBooks grant is for the one company chosen on Intuit's consent screen
  organisations: async (_c, _accessToken, current) => ({ ok: true, value: [current] }),
  customers: async (c, accessToken, realmId) =>
    options(await quickBooksVendors({ apiUrl: c.integrations.quickbooks.apiUrl, accessToken, realmId }), (x) => ({
      code: x.Id,
      value: x.DisplayName,
    })),
  taxTypes: async (c, accessToken, realmId) =>
    options(await quickBooksTaxCodes({ apiUrl: c.integrations.quickbooks.apiUrl, accessToken, realmId }), (x) => ({
      code: x.Id,
      value: x.Name,
    })),
  accounts: async (c, accessToken, realmId) =>
    options(await quickBooksAccounts({ apiUrl: c.integrations.quickbooks.apiUrl, accessToken, realmId }), (x) => ({
      code: x.Id,
      value: x.Name,
    })),
  missing: (s) => (!s.contactRef ? 'no vendor is chosen' : !s.accountCode ? 'no expense account is chosen' : null),
  receiptObject: 'Purchase',
  async postBill(c, accessToken, realmId, bill, settings, key) {
    const r = await quickBooksCreateBill(
      { apiUrl: c.integrations.quickbooks.apiUrl, accessToken, realmId },
      quickBooksBillOf(bill, { ...settings, accountCode: settings.accountCode! }),
      key,
    );
    return r.ok ? { ok: true, value: { id: r.value.Id, number: r.value.DocNumber } } : r;
  },
  async paymentAccounts(c, accessToken, realmId) {
    const r = await quickBooksPaymentAccounts({ apiUrl: c.integrations.quickbooks.apiUrl, accessToken, realmId });
    return r.ok
      ? {
          ok: true,
          value: r.value.map((a) => ({
            id: a.Id,
            name: a.Name,
            kind: a.AccountType === 'Credit Card' ? ('card' as const) : ('bank' as const),
          })),
        }
      : r;
  },
  noPaymentAccount:
    'The QuickBooks company has no bank or credit card account to pay the receipt from. Add one in QuickBooks, then send again.',
  async postReceipt(c, accessToken, realmId, receipt, pay, settings, key) {
    const api = { apiUrl: c.integrations.quickbooks.apiUrl, accessToken, realmId };
    const r = await quickBooksCreatePurchase(
      api,
      quickBooksPurchaseOf(receipt, pay, { ...settings, accountCode: settings.accountCode! }),
      key,
    );
    return r.ok ? { ok: true, value: { id: r.value.Id, number: r.value.DocNumber } } : r;
  },
};
