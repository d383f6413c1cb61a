import {
  DASHBOARD_CALLS,
  type AnalyticsFilter,
  type AnalyticsModule,
  type AnalyticsTableRequest,
} from '@paperbridge/contracts';
import { callApi } from '../../../api/call-api';

/** The DA and IG tabs' calls of spec 000 §7, names as the spec spells them ('h' included). */
const CALLS = {
  DA: { graph: DASHBOARD_CALLS.getDataAnalyticsGraph, table: DASHBOARD_CALLS.getDataAnalyticshTableData },
  IG: { graph: DASHBOARD_CALLS.getInsightGraph, table: DASHBOARD_CALLS.getInsightTableData },
} as const satisfies Record<AnalyticsModule, object>;

export const analyticsApi = {
  graph: (module: AnalyticsModule, f: AnalyticsFilter) => callApi(CALLS[module].graph, { body: f }),
  // the table refreshes on every key of its search: kept out of the global loader
  table: (module: AnalyticsModule, req: AnalyticsTableRequest) =>
    callApi(CALLS[module].table, { body: req }, { silent: true }),
};
