import type { AnalyticsFilter, AnalyticsGraphRow, AnalyticsModule, AnalyticsTableRequest, AnalyticsTableResult } from '@paperbridge/contracts';
import { apiPost } from '../../../api/api-client';

const DASH = '/api/Admin/Dashboard';

/** The DA and IG tabs' calls of spec 000 §7, names as the spec spells them ('h' included). */
const CALLS: Record<AnalyticsModule, { graph: string; table: string }> = {
  DA: { graph: `${DASH}/GetDataAnalyticsGraph`, table: `${DASH}/GetDataAnalyticshTableData` },
  IG: { graph: `${DASH}/GetInsightGraph`, table: `${DASH}/GetInsightTableData` },
};

export const analyticsApi = {
  graph: (module: AnalyticsModule, f: AnalyticsFilter) => apiPost<AnalyticsGraphRow[]>(CALLS[module].graph, f),
  // the table refreshes on every key of its search: kept out of the global loader
  table: (module: AnalyticsModule, req: AnalyticsTableRequest) => apiPost<AnalyticsTableResult>(CALLS[module].table, req, { silent: true }),
};
