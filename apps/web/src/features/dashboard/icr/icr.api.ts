import {
  DASHBOARD_CALLS,
  DOCUMENT_CALLS,
  type DashboardFilter,
  type DashboardListRequest,
} from '@paperbridge/contracts';
import { callApi } from '../../../api/call-api';

/** The ICR tab's calls of spec 000 §7 (contracts in packages/contracts/src/dashboard). */
export const icrApi = {
  defaultDateRange: () => callApi(DASHBOARD_CALLS.defaultDateRange),
  cardData: (f: DashboardFilter) => callApi(DASHBOARD_CALLS.cardData, { body: f }),
  data: (req: DashboardListRequest) => callApi(DASHBOARD_CALLS.data, { body: req }, { silent: true }),
  configurations: (f: DashboardFilter) => callApi(DASHBOARD_CALLS.getConfigurations, { body: f }),
  suppliers: (f: DashboardFilter) => callApi(DASHBOARD_CALLS.getSuppliers, { body: f }),
  latestDocs: (f: DashboardFilter) => callApi(DASHBOARD_CALLS.getLatestDocs, { body: f }),
  milestone: (id: string) => callApi(DOCUMENT_CALLS.getDocMilestone, { query: { id } }),
  fileUrl: (id: string) => callApi(DASHBOARD_CALLS.getFileUrlById, { query: { id } }),
  sendDocData: (docId: string) => callApi(DASHBOARD_CALLS.sendDocData, { query: { docId } }),
  reprocessCheck: (id: string) => callApi(DOCUMENT_CALLS.reProcessDocCheck, { query: { id } }),
  reprocess: (id: string) => callApi(DOCUMENT_CALLS.reProcessDoc, { query: { id } }),
};
