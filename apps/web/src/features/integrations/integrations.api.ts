import type { AccountingCredentials, AccountingOption, Integration, IntegrationPartner, SetAccountingDetails, SetIntegrationService, SetOrganisation } from '@paperbridge/contracts';
import { apiGet, apiPost } from '../../api/api-client';

const ACC = '/api/Admin/Accounting';

export interface IntegrationMapping {
  cnId: string;
  configName: string;
  integrationType: string;
}

/** The Accounting calls of spec 002 §7 (contracts in packages/contracts/src/integrations.contracts.ts). */
export const integrationsApi = {
  services: () => apiGet<IntegrationPartner[]>(`${ACC}/GetAllIntegrationServices`),
  configsByEmail: (email: string) => apiGet<IntegrationMapping[]>(`${ACC}/GetConfigByEmail`, { query: { Email: email } }),
  userIntegration: (email: string, configName: string) => apiGet<Integration[]>(`${ACC}/GetUserIntegration`, { query: { Email: email, ConfigName: configName } }),
  authUrl: (c: AccountingCredentials) => apiPost<string>(`${ACC}/${c.serviceCode === 'XERO' ? 'GetXeroAuthUrl' : 'GetQuickBookAuthUrl'}`, c),
  callback: (serviceCode: 'XERO' | 'QUICKBOOK', q: { code: string; state: string; realmId?: string }) =>
    apiGet<Integration>(`${ACC}/${serviceCode === 'XERO' ? 'GetXeroCallBack' : 'GetQuickBookCallBack'}`, { query: q }),
  customers: (c: AccountingCredentials) => apiPost<AccountingOption[]>(`${ACC}/GetAccountingCustomers`, c),
  taxTypes: (c: AccountingCredentials) => apiPost<AccountingOption[]>(`${ACC}/GetTaxType`, c),
  accountTypes: (c: AccountingCredentials) => apiGet<AccountingOption[]>(`${ACC}/GetAccountingtypes`, { query: { Email: c.email, ConfigName: c.configName, ServiceCode: c.serviceCode } }),
  partnersOf: (email: string) => apiGet<(IntegrationPartner & { checked: boolean })[]>(`${ACC}/GetIntegrationServiceByUser`, { query: { Email: email } }),
  savePartners: (body: SetIntegrationService) => apiPost<null>(`${ACC}/SetIntegrationService`, body),
  organisations: (c: AccountingCredentials) => apiPost<AccountingOption[]>(`${ACC}/GetOrganisations`, { email: c.email, configName: c.configName, serviceCode: c.serviceCode }),
  setOrganisation: (d: SetOrganisation) => apiPost<Integration>(`${ACC}/SetOrganisation`, d),
  setDetails: (d: SetAccountingDetails) => apiPost<Integration>(`${ACC}/${d.serviceCode === 'XERO' ? 'SetXeroDetails' : 'SetQuickBookDetail'}`, d),
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
