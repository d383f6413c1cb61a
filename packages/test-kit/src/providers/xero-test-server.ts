import { randomUUID } from 'node:crypto';
import { createOAuthTestProvider } from './oauth-test-provider.ts';
import { createBankTransaction, whereFilter, xeroTestAccounts } from './xero-test-bank-transactions.ts';

export { XERO_TEST_BANK_ACCOUNT, XERO_TEST_CARD_ACCOUNT } from './xero-test-bank-transactions.ts';

export const XERO_TEST_TENANT = { tenantId: 'fe79f7dd-b6d4-4a92-ba7b-538af6289c58', tenantName: 'Demo Company (AU)' };
export const XERO_TEST_CONTACT = { ContactID: '9b9ba9e5-e907-4b4e-8210-54d82b0aa479', Name: 'Coolblue' };

/**
 * Xero as its OpenAPI documents say, the part Paperbridge uses: the identity token endpoint, GET
 * /connections, and /api.xro/2.0 Contacts, TaxRates, Accounts (with its `where` filter), Invoices and
 * BankTransactions (spend money, issue 26). POST /Invoices and PUT /BankTransactions honour
 * Idempotency-Key (the same key answers what was made the first time) and need xero-tenant-id.
 */
export const XERO_SECOND_TENANT = {
  tenantId: '3f1ab2c4-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  tenantName: 'Harbour Holdings Ltd',
};
export const XERO_SECOND_CONTACT = {
  ContactID: '0d6f3c2a-7b8e-4a91-b2c3-d4e5f6a7b8c9',
  Name: 'Harbour Office Supplies',
};

/** `secondTenant`: the grant reaches a second organisation too (the consent screen let the user tick two), with its own contacts. */
export async function startXeroTestServer(
  opts: { clientId?: string; clientSecret?: string; accessTtlSeconds?: number; secondTenant?: boolean } = {},
) {
  const provider = createOAuthTestProvider({
    clientId: opts.clientId ?? 'XERO-CLIENT-ID',
    clientSecret: opts.clientSecret ?? 'xero-secret',
    accessTtlSeconds: opts.accessTtlSeconds,
  });
  const invoices: Record<string, unknown>[] = [];
  const byKey = new Map<string, string>();
  const bankTransactions: Record<string, unknown>[] = [];
  const spendByKey = new Map<string, Record<string, unknown>>();
  /** the chart of accounts; a test may take the bank accounts away */
  const accounts = xeroTestAccounts();
  const faults = { invoiceStatus: 0, bankTransactionStatus: 0 };
  const server = await provider.serve((req, url, body, res) => {
    const json = (status: number, b: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(b));
    const tenants = [XERO_TEST_TENANT, ...(opts.secondTenant ? [XERO_SECOND_TENANT] : [])];
    if (url.pathname === '/connections')
      return json(
        200,
        tenants.map((t) => ({ id: randomUUID(), ...t, tenantType: 'ORGANISATION' })),
      );
    if (!url.pathname.startsWith('/api.xro/2.0/')) return json(404, { Message: 'Not found' });
    const tenant = tenants.find((t) => t.tenantId === req.headers['xero-tenant-id']);
    if (!tenant) return json(403, { Title: 'Forbidden', Detail: 'AuthenticationUnsuccessful' });
    const resource = url.pathname.slice('/api.xro/2.0/'.length);
    if (resource === 'Contacts')
      return json(200, {
        Contacts: [
          { ...(tenant === XERO_TEST_TENANT ? XERO_TEST_CONTACT : XERO_SECOND_CONTACT), ContactStatus: 'ACTIVE' },
          { ContactID: randomUUID(), Name: 'Old Supplier', ContactStatus: 'ARCHIVED' },
        ],
      });
    if (resource === 'TaxRates')
      return json(200, {
        TaxRates: [
          { Name: 'GST on Expenses', TaxType: 'INPUT', Status: 'ACTIVE' },
          { Name: 'GST Free Expenses', TaxType: 'EXEMPTEXPENSES', Status: 'ACTIVE' },
        ],
      });
    if (resource === 'Accounts') return json(200, { Accounts: whereFilter(accounts, url.searchParams.get('where')) });
    if (resource === 'BankTransactions' && (req.method === 'PUT' || req.method === 'POST')) {
      if (faults.bankTransactionStatus)
        return json(faults.bankTransactionStatus, { Message: 'The service is unavailable' });
      const key = String(req.headers['idempotency-key'] ?? '');
      const earlier = key && spendByKey.get(key);
      if (earlier) return json(200, { Status: 'OK', BankTransactions: [earlier] });
      const out = createBankTransaction(body, { accounts, tenantId: tenant.tenantId });
      if (out.made) {
        bankTransactions.push(out.made);
        if (key) spendByKey.set(key, out.made);
      }
      return json(out.status, out.answer);
    }
    if (resource === 'Invoices' && req.method === 'POST') {
      if (faults.invoiceStatus) return json(faults.invoiceStatus, { Message: 'The service is unavailable' });
      const key = String(req.headers['idempotency-key'] ?? '');
      const earlier = key && byKey.get(key);
      if (earlier) return json(200, { Status: 'OK', Invoices: [invoices.find((i) => i.InvoiceID === earlier)] });
      const input = (JSON.parse(body) as { Invoices: Record<string, unknown>[] }).Invoices[0]!;
      if (!(input.Contact as { ContactID?: string })?.ContactID)
        return json(400, {
          Type: 'ValidationException',
          Elements: [{ ValidationErrors: [{ Message: 'A Contact must be specified for this type of transaction' }] }],
        });
      const made = { ...input, InvoiceID: randomUUID(), tenantId: tenant.tenantId };
      invoices.push(made);
      if (key) byKey.set(key, made.InvoiceID as string);
      return json(200, { Status: 'OK', Invoices: [made] });
    }
    return json(404, { Message: 'Not found' });
  });
  return {
    ...server,
    ...provider,
    invoices,
    bankTransactions,
    accounts,
    faults,
    config: {
      XERO_AUTHORIZE_URL: `${server.url}/authorize`,
      XERO_TOKEN_URL: `${server.url}/token`,
      XERO_API_URL: server.url,
    },
  };
}
