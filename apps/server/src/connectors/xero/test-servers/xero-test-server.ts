import { randomUUID } from 'node:crypto';
import { createOAuthTestProvider } from '../../oauth/test-servers/oauth-test-provider.ts';

export const XERO_TEST_TENANT = { tenantId: 'fe79f7dd-b6d4-4a92-ba7b-538af6289c58', tenantName: 'Demo Company (AU)' };
export const XERO_TEST_CONTACT = { ContactID: '9b9ba9e5-e907-4b4e-8210-54d82b0aa479', Name: 'Coolblue' };

/**
 * Xero as its OpenAPI documents say, the part Paperbridge uses: the identity token endpoint, GET
 * /connections, and /api.xro/2.0 Contacts, TaxRates, Accounts and Invoices. POST /Invoices honours
 * Idempotency-Key (the same key answers the invoice made the first time) and needs xero-tenant-id.
 */
export async function startXeroTestServer(opts: { clientId?: string; clientSecret?: string; accessTtlSeconds?: number } = {}) {
  const provider = createOAuthTestProvider({ clientId: opts.clientId ?? 'XERO-CLIENT-ID', clientSecret: opts.clientSecret ?? 'xero-secret', accessTtlSeconds: opts.accessTtlSeconds });
  const invoices: Record<string, unknown>[] = [];
  const byKey = new Map<string, string>();
  const faults = { invoiceStatus: 0 };
  const server = await provider.serve((req, url, body, res) => {
    const json = (status: number, b: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(b));
    if (url.pathname === '/connections') return json(200, [{ id: randomUUID(), ...XERO_TEST_TENANT, tenantType: 'ORGANISATION' }]);
    if (!url.pathname.startsWith('/api.xro/2.0/')) return json(404, { Message: 'Not found' });
    if (req.headers['xero-tenant-id'] !== XERO_TEST_TENANT.tenantId) return json(403, { Title: 'Forbidden', Detail: 'AuthenticationUnsuccessful' });
    const resource = url.pathname.slice('/api.xro/2.0/'.length);
    if (resource === 'Contacts') return json(200, { Contacts: [{ ...XERO_TEST_CONTACT, ContactStatus: 'ACTIVE' }, { ContactID: randomUUID(), Name: 'Old Supplier', ContactStatus: 'ARCHIVED' }] });
    if (resource === 'TaxRates') return json(200, { TaxRates: [{ Name: 'GST on Expenses', TaxType: 'INPUT', Status: 'ACTIVE' }, { Name: 'GST Free Expenses', TaxType: 'EXEMPTEXPENSES', Status: 'ACTIVE' }] });
    if (resource === 'Accounts') return json(200, { Accounts: [{ Code: '400', Name: 'Advertising', Class: 'EXPENSE', Status: 'ACTIVE' }, { Code: '429', Name: 'General Expenses', Class: 'EXPENSE', Status: 'ACTIVE' }, { Code: '200', Name: 'Sales', Class: 'REVENUE', Status: 'ACTIVE' }] });
    if (resource === 'Invoices' && req.method === 'POST') {
      if (faults.invoiceStatus) return json(faults.invoiceStatus, { Message: 'The service is unavailable' });
      const key = String(req.headers['idempotency-key'] ?? '');
      const earlier = key && byKey.get(key);
      if (earlier) return json(200, { Status: 'OK', Invoices: [invoices.find((i) => i.InvoiceID === earlier)] });
      const input = (JSON.parse(body) as { Invoices: Record<string, unknown>[] }).Invoices[0]!;
      if (!(input.Contact as { ContactID?: string })?.ContactID) return json(400, { Type: 'ValidationException', Elements: [{ ValidationErrors: [{ Message: 'A Contact must be specified for this type of transaction' }] }] });
      const made = { ...input, InvoiceID: randomUUID() };
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
    faults,
    config: { XERO_AUTHORIZE_URL: `${server.url}/authorize`, XERO_TOKEN_URL: `${server.url}/token`, XERO_API_URL: server.url },
  };
}
