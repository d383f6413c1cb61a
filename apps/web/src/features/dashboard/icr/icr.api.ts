import type { CardData, DashboardConfigurationRow, DashboardDocRow, DashboardFilter, DashboardListRequest, DashboardListResult, DashboardSupplierRow, DefaultDateRange, Milestone } from '@paperbridge/contracts';
import { apiGet, apiPost } from '../../../api/api-client';

const DASH = '/api/Admin/Dashboard';
const MAP = '/api/Admin/Map';

/** The ICR tab's calls of spec 000 §7 (contracts in packages/contracts/src/dashboard). */
export const icrApi = {
  defaultDateRange: () => apiGet<DefaultDateRange>(`${DASH}/DefaultDateRange`),
  cardData: (f: DashboardFilter) => apiPost<CardData>(`${DASH}/CardData`, f),
  data: (req: DashboardListRequest) => apiPost<DashboardListResult>(`${DASH}/Data`, req, { silent: true }),
  configurations: (f: DashboardFilter) => apiPost<DashboardConfigurationRow[]>(`${DASH}/GetConfigurations`, f),
  suppliers: (f: DashboardFilter) => apiPost<DashboardSupplierRow[]>(`${DASH}/GetSuppliers`, f),
  latestDocs: (f: DashboardFilter) => apiPost<DashboardDocRow[]>(`${DASH}/GetLatestDocs`, f),
  milestone: (id: string) => apiGet<Milestone>(`${DASH}/GetDocMilestone`, { query: { id } }),
  fileUrl: (id: string) => apiGet<string>(`${DASH}/GetFileURLById`, { query: { id } }),
  sendDocData: (docId: string) => apiGet<unknown>(`${MAP}/SendDocData`, { query: { docId } }),
  reprocessCheck: (id: string) => apiGet<0 | 1>(`${MAP}/ReProcessDocCheck`, { query: { id } }),
  reprocess: (id: string) => apiGet<unknown>(`${MAP}/ReProcessDoc`, { query: { id } }),
};
