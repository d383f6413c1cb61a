import type { RouteRegistrar } from '../route-registrar.ts';
import { dataRoute } from './data.route.ts';
import { cardDataRoute } from './card-data.route.ts';
import { getConfigurationsRoute } from './get-configurations.route.ts';
import { getSuppliersRoute } from './get-suppliers.route.ts';
import { getLatestDocsRoute } from './get-latest-docs.route.ts';
import { defaultDateRangeRoute } from './default-date-range.route.ts';
import { dashboardGetDocTypeRoute } from './get-doc-type.route.ts';
import { getFileUrlByIdRoute } from './get-file-url-by-id.route.ts';
import { sendDocDataRoute } from './send-doc-data.route.ts';
import { getDataAnalyticsGraphRoute } from './get-data-analytics-graph.route.ts';
import { getDataAnalyticshTableDataRoute } from './get-data-analyticsh-table-data.route.ts';
import { getInsightGraphRoute } from './get-insight-graph.route.ts';
import { getInsightTableDataRoute } from './get-insight-table-data.route.ts';
import { getFirstStepsRoute } from './get-first-steps.route.ts';

/** The dashboard calls of spec 000 §7 (ICR tab, DA and IG tabs), SendDocData and GetFirstSteps. */
export const dashboardRoutes: RouteRegistrar[] = [
  ...[
    dataRoute,
    cardDataRoute,
    getConfigurationsRoute,
    getSuppliersRoute,
    getLatestDocsRoute,
    defaultDateRangeRoute,
    dashboardGetDocTypeRoute,
    getFileUrlByIdRoute,
    sendDocDataRoute,
  ],
  ...[getDataAnalyticsGraphRoute, getDataAnalyticshTableDataRoute, getInsightGraphRoute, getInsightTableDataRoute],
  getFirstStepsRoute,
];
