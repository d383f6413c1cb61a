import { options, type AccountingAdapter } from '../oauth/accounting-adapter.ts';
import {
  XERO_SCOPE,
  xeroAccounts,
  xeroConnections,
  xeroContacts,
  xeroCreateBill,
  xeroTaxRates,
} from './xero-api.client.ts';
import { xeroInvoiceOf } from './xero-bill.mapper.ts';

/** Xero: bills are ACCPAY invoices; a grant may reach several organisations: the first is used until the user picks another. */
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
  missing: (s) => (!s.contactRef ? 'no contact is chosen' : null),
  async postBill(c, accessToken, tenantId, bill, settings, key) {
    const r = await xeroCreateBill(
      { apiUrl: c.integrations.xero.apiUrl, accessToken, tenantId },
      xeroInvoiceOf(bill, settings),
      key,
    );
    return r.ok ? { ok: true, value: { id: r.value.InvoiceID, number: r.value.InvoiceNumber } } : r;
  },
};
