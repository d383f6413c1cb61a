import type { MappingEndpoints } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/database.ts';
import { clients, mappings } from '../../../db/schema/index.ts';
import { callApi } from '@paperbridge/test-kit/call-api.ts';

/**
 * A client and a mapping delivering to a standard integration, straight into the database (no sample needed):
 * a Commercial Invoice mapping unless `docTypeId` says otherwise (2: Expense Receipt).
 */
export async function seedIntegrationMapping(
  db: Db,
  companyId: string,
  o: { configName: string; clientEmail: string; integrationType: 'XERO' | 'QUICKBOOK'; docTypeId?: number },
) {
  const [client] = await db
    .insert(clients)
    .values({ companyId, companyName: 'Coolblue', contactName: 'Bea', email: o.clientEmail })
    .returning();
  const endpoints: MappingEndpoints = {
    ftpIn: null,
    ftpOut: null,
    emailList: [],
    isEmailConfig: false,
    destinationEmails: [],
    destinationEmailFileType: null,
    webhookEndPoint: null,
    integrationType: o.integrationType,
    enterpriseRequest: null,
    excelTabName: null,
    isManualUpload: true,
    isMobileApp: false,
    isAPI: false,
  };
  const [mapping] = await db
    .insert(mappings)
    .values({
      companyId,
      clientId: client!.id,
      docTypeId: o.docTypeId ?? 1,
      name: o.configName,
      nameKey: o.configName.toLowerCase(),
      draftMode: false,
      sampleFileName: 'sample.pdf',
      retentionState: 8,
      retentionDuration: 0,
      endpoints,
    })
    .returning();
  return mapping!;
}

export interface ConnectInput {
  email: string;
  configName: string;
  serviceCode: 'XERO' | 'QUICKBOOK';
  accountId: string;
  password: string;
}

/**
 * Setup steps 1-3 as the browser does them: the auth URL, the provider's consent (the test server
 * redirects straight back), then the callback with the code, state and realmId it came back with.
 */
export async function connectIntegration(baseUrl: string, token: string, input: ConnectInput) {
  const authPath = input.serviceCode === 'XERO' ? 'GetXeroAuthUrl' : 'GetQuickBookAuthUrl';
  const auth = await callApi(baseUrl, 'POST', `/api/Admin/Accounting/${authPath}`, { token, body: input });
  if (auth.status !== 200) throw new Error(`${authPath}: ${auth.status} ${auth.message}`);
  const consent = await fetch(auth.result, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const query: Record<string, string> = {
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
  };
  if (back.searchParams.get('realmId')) query.realmId = back.searchParams.get('realmId')!;
  const callbackPath = input.serviceCode === 'XERO' ? 'GetXeroCallBack' : 'GetQuickBookCallBack';
  return {
    authUrl: new URL(auth.result),
    back,
    callback: await callApi(baseUrl, 'GET', `/api/Admin/Accounting/${callbackPath}`, { token, query }),
  };
}
