import { createOAuthTestProvider } from './oauth-test-provider.ts';
import { createPurchase, queryFilter, quickBooksTestAccounts } from './quickbooks-test-purchases.ts';

export { QUICKBOOKS_TEST_BANK_ACCOUNT, QUICKBOOKS_TEST_CARD_ACCOUNT } from './quickbooks-test-purchases.ts';

export const QUICKBOOKS_TEST_REALM = '9130357992221046';

/**
 * QuickBooks Online as Intuit documents it, the part Paperbridge uses: the token endpoint, the
 * consent redirect with realmId, GET /v3/company/{realmId}/query (Vendor, TaxCode, Account,
 * CompanyInfo, with their where clause), POST /bill and POST /purchase (a paid receipt, issue 26)
 * honouring requestid (the same id answers what was made the first time).
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
  const purchases: Record<string, unknown>[] = [];
  const purchaseByRequestId = new Map<string, Record<string, unknown>>();
  /** the chart of accounts; a test may take the bank and card accounts away */
  const accounts = quickBooksTestAccounts();
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
      const rows: Record<string, object[]> = {
        Vendor: [{ Id: '56', DisplayName: 'Coolblue', Active: true }],
        TaxCode: [
          { Id: '3', Name: 'GST', Active: true },
          { Id: '5', Name: 'FRE', Active: true },
        ],
        Account: accounts,
        CompanyInfo: [{ CompanyName: 'Sandbox Company_AU_1' }],
      };
      let found: object[];
      try {
        found = queryFilter(rows[entity] ?? [], q);
      } catch (e) {
        return json(400, {
          Fault: { Error: [{ Message: (e as Error).message, code: '4000' }], type: 'ValidationFault' },
        });
      }
      return json(200, { QueryResponse: { [entity]: found }, time: new Date().toISOString() });
    }
    if (resource === 'purchase' && req.method === 'POST') {
      const requestId = url.searchParams.get('requestid') ?? '';
      const earlier = requestId && purchaseByRequestId.get(requestId);
      if (earlier) return json(200, { Purchase: earlier, time: new Date().toISOString() });
      const out = createPurchase(body, { accounts, nextId: String(500 + purchases.length) });
      if (out.made) {
        purchases.push(out.made);
        if (requestId) purchaseByRequestId.set(requestId, out.made);
      }
      return json(out.status, out.answer);
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
    purchases,
    accounts,
    config: {
      QUICKBOOKS_AUTHORIZE_URL: `${server.url}/authorize`,
      QUICKBOOKS_TOKEN_URL: `${server.url}/token`,
      QUICKBOOKS_API_URL: server.url,
    },
  };
}
