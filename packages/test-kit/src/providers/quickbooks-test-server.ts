import { createOAuthTestProvider } from './oauth-test-provider.ts';

export const QUICKBOOKS_TEST_REALM = '9130357992221046';

/**
 * QuickBooks Online as Intuit documents it, the part Paperbridge uses: the token endpoint, the
 * consent redirect with realmId, GET /v3/company/{realmId}/query (Vendor, TaxCode, Account,
 * CompanyInfo) and POST /bill honouring requestid (the same id answers the bill made the first time).
 */
export async function startQuickBooksTestServer(
  opts: { clientId?: string; clientSecret?: string; accessTtlSeconds?: number } = {},
) {
  const provider = createOAuthTestProvider({
    clientId: opts.clientId ?? 'QB-CLIENT-ID',
    clientSecret: opts.clientSecret ?? 'qb-secret',
    accessTtlSeconds: opts.accessTtlSeconds,
    callbackExtras: () => ({ realmId: QUICKBOOKS_TEST_REALM }),
  });
  const bills: Record<string, unknown>[] = [];
  const byRequestId = new Map<string, string>();
  const server = await provider.serve((req, url, body, res) => {
    const json = (status: number, b: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(b));
    const prefix = `/v3/company/${QUICKBOOKS_TEST_REALM}/`;
    if (!url.pathname.startsWith(prefix))
      return json(403, {
        Fault: { Error: [{ Message: 'ApplicationAuthorizationFailed', code: '003100' }], type: 'AUTHENTICATION' },
      });
    const resource = url.pathname.slice(prefix.length);
    if (resource === 'query') {
      const q = url.searchParams.get('query') ?? '';
      const entity = /from (\w+)/i.exec(q)?.[1] ?? '';
      const rows: Record<string, unknown[]> = {
        Vendor: [{ Id: '56', DisplayName: 'Coolblue' }],
        TaxCode: [
          { Id: '3', Name: 'GST' },
          { Id: '5', Name: 'FRE' },
        ],
        Account: [
          { Id: '7', Name: 'Office Expenses' },
          { Id: '13', Name: 'Meals and Entertainment' },
        ],
        CompanyInfo: [{ CompanyName: 'Sandbox Company_AU_1' }],
      };
      return json(200, { QueryResponse: { [entity]: rows[entity] ?? [] }, time: new Date().toISOString() });
    }
    if (resource === 'bill' && req.method === 'POST') {
      const requestId = url.searchParams.get('requestid') ?? '';
      const earlier = requestId && byRequestId.get(requestId);
      if (earlier) return json(200, { Bill: bills.find((b) => b.Id === earlier), time: new Date().toISOString() });
      const input = JSON.parse(body) as Record<string, unknown>;
      if (!(input.VendorRef as { value?: string })?.value)
        return json(400, {
          Fault: {
            Error: [
              {
                Message: 'Required param missing, need to supply the required value for the API',
                Detail: 'Required parameter VendorRef is missing in the request',
                code: '2020',
              },
            ],
            type: 'ValidationFault',
          },
        });
      const made = { ...input, Id: String(100 + bills.length) };
      bills.push(made);
      if (requestId) byRequestId.set(requestId, made.Id);
      return json(200, { Bill: made, time: new Date().toISOString() });
    }
    return json(404, { Fault: { Error: [{ Message: 'Unsupported operation' }] } });
  });
  return {
    ...server,
    ...provider,
    bills,
    config: {
      QUICKBOOKS_AUTHORIZE_URL: `${server.url}/authorize`,
      QUICKBOOKS_TOKEN_URL: `${server.url}/token`,
      QUICKBOOKS_API_URL: server.url,
    },
  };
}
