import {
  INTEGRATION_CALLS,
  type AccountingCredentials,
  type SetAccountingDetails,
  type SetIntegrationService,
  type SetOrganisation,
} from '@paperbridge/contracts';
import { callApi } from '../../api/call-api';

export type { IntegrationMapping } from '@paperbridge/contracts';

/** The Accounting calls of spec 002 §7 (contracts in packages/contracts/src/integrations.contracts.ts). */
export const integrationsApi = {
  services: () => callApi(INTEGRATION_CALLS.getAllIntegrationServices),
  configsByEmail: (email: string) => callApi(INTEGRATION_CALLS.getConfigByEmail, { query: { Email: email } }),
  userIntegration: (email: string, configName: string) =>
    callApi(INTEGRATION_CALLS.getUserIntegration, { query: { Email: email, ConfigName: configName } }),
  authUrl: (c: AccountingCredentials) =>
    callApi(c.serviceCode === 'XERO' ? INTEGRATION_CALLS.getXeroAuthUrl : INTEGRATION_CALLS.getQuickBookAuthUrl, {
      body: c,
    }),
  callback: (serviceCode: 'XERO' | 'QUICKBOOK', q: { code: string; state: string; realmId?: string }) =>
    callApi(serviceCode === 'XERO' ? INTEGRATION_CALLS.getXeroCallBack : INTEGRATION_CALLS.getQuickBookCallBack, {
      query: q,
    }),
  customers: (c: AccountingCredentials) => callApi(INTEGRATION_CALLS.getAccountingCustomers, { body: c }),
  taxTypes: (c: AccountingCredentials) => callApi(INTEGRATION_CALLS.getTaxType, { body: c }),
  accountTypes: (c: AccountingCredentials) =>
    callApi(INTEGRATION_CALLS.getAccountingtypes, {
      query: { Email: c.email, ConfigName: c.configName, ServiceCode: c.serviceCode },
    }),
  paymentAccounts: (c: AccountingCredentials) => callApi(INTEGRATION_CALLS.getPaymentAccounts, { body: c }),
  partnersOf: (email: string) => callApi(INTEGRATION_CALLS.getIntegrationServiceByUser, { query: { Email: email } }),
  savePartners: (body: SetIntegrationService) => callApi(INTEGRATION_CALLS.setIntegrationService, { body }),
  organisations: (c: AccountingCredentials) =>
    callApi(INTEGRATION_CALLS.getOrganisations, {
      body: { email: c.email, configName: c.configName, serviceCode: c.serviceCode },
    }),
  setOrganisation: (d: SetOrganisation) => callApi(INTEGRATION_CALLS.setOrganisation, { body: d }),
  setDetails: (d: SetAccountingDetails) =>
    callApi(d.serviceCode === 'XERO' ? INTEGRATION_CALLS.setXeroDetails : INTEGRATION_CALLS.setQuickBookDetail, {
      body: d,
    }),
};

/** What survives the trip out to Xero or Intuit and back (session storage, cleared when the callback fails). */
export const PENDING_SETUP_KEY = 'IntegrationSetup';
export interface PendingSetup {
  email: string;
  clientName: string;
  configName: string;
  serviceCode: 'XERO' | 'QUICKBOOK';
  accountId: string;
}
