// The dashboard calls the benchmark times: the real service functions, given what the routes give them (the
// request parsed by the route's own schema, so defaults are the product's).
import {
  analyticsFilterSchema,
  analyticsTableRequestSchema,
  dashboardFilterSchema,
  dashboardListRequestSchema,
  type DashboardListRequest,
} from '@paperbridge/contracts';
import type { AppContext } from '../../apps/server/src/context/app-context.ts';
import type { CallerContext } from '../../apps/server/src/db/company-scope.ts';
import { listDashboardDocs } from '../../apps/server/src/services/dashboard/list-dashboard-docs.ts';
import { cardData } from '../../apps/server/src/services/dashboard/card-data.ts';
import { dashboardConfigurations } from '../../apps/server/src/services/dashboard/dashboard-configurations.ts';
import { dashboardSuppliers } from '../../apps/server/src/services/dashboard/dashboard-suppliers.ts';
import { latestDocs } from '../../apps/server/src/services/dashboard/latest-docs.ts';
import { defaultDateRange } from '../../apps/server/src/services/dashboard/default-date-range.ts';
import { analyticsGraph } from '../../apps/server/src/services/dashboard/analytics-graph.ts';
import { listAnalyticsDocs } from '../../apps/server/src/services/dashboard/list-analytics-docs.ts';

export interface BenchCall {
  name: string;
  run(): Promise<unknown>;
}

export interface CallInputs {
  ctx: AppContext;
  caller: CallerContext;
  /** what the screen opens with: DefaultDateRange's start (at most 180 days back) to the end of today */
  range: { startDate: string; endDate: string };
  /** the whole seeded history (~18 months), the widest range a user picks */
  fullRange: { startDate: string; endDate: string };
  /** the e-mail of the company's busiest client (the client selector's worst case) */
  clientEmail: string;
}

/** The calls in the order the table prints them. */
export function dashboardCalls(i: CallInputs): BenchCall[] {
  const { ctx, caller, range } = i;
  const data = (name: string, req: Partial<DashboardListRequest>): BenchCall => ({
    name: `Data ${name}`,
    run: () => listDashboardDocs(ctx, caller, dashboardListRequestSchema.parse({ ...range, ...req })),
  });
  const filter = (f: object = {}) => dashboardFilterSchema.parse({ ...range, ...f });
  return [
    { name: 'DefaultDateRange', run: () => defaultDateRange(ctx, caller) },
    data('p1 ×5 date desc (opening view)', {}),
    data('p1 ×100 date desc', { pageSize: 100 }),
    data('p20 ×50 date desc', { page: 20, pageSize: 50 }),
    data('p1 ×25 reference asc', { pageSize: 25, sortBy: 'dtUniqueReference', isdesc: false }),
    data('p1 ×25 client asc', { pageSize: 25, sortBy: 'supplier', isdesc: false }),
    data('p1 ×25 confidence desc', { pageSize: 25, sortBy: 'dtConfidence' }),
    data('p1 ×25 doc type asc', { pageSize: 25, sortBy: 'docType', isdesc: false }),
    data("search 'harbour' (all)", { pageSize: 10, searchText: 'harbour' }),
    data("search '04711' (all)", { pageSize: 10, searchText: '04711' }),
    data('accuracy 75-90', { pageSize: 10, accuracyLevelFrom: 75, accuracyLevelTo: 90 }),
    data('client filter', { pageSize: 10, supplierEmail: i.clientEmail }),
    data('type 4 card (customised)', { pageSize: 10, docTypeId: 4 }),
    data('18 months, p1 ×10', { ...i.fullRange, pageSize: 10 }),
    { name: 'CardData', run: () => cardData(ctx, caller, filter()) },
    { name: 'CardData client filter', run: () => cardData(ctx, caller, filter({ supplierEmail: i.clientEmail })) },
    { name: 'CardData 18 months', run: () => cardData(ctx, caller, filter(i.fullRange)) },
    { name: 'GetConfigurations', run: () => dashboardConfigurations(ctx, caller, filter()) },
    { name: 'GetSuppliers', run: () => dashboardSuppliers(ctx, caller, filter()) },
    { name: 'GetLatestDocs', run: () => latestDocs(ctx, caller, filter()) },
    ...analyticsCalls(i),
  ];
}

/**
 * The DA and IG tabs (GetDataAnalyticsGraph, GetDataAnalyticshTableData, GetInsightGraph, GetInsightTableData)
 * with their own default filter: 180 days back to today in the caller's zone (UTC here), as the tabs open.
 */
export function analyticsCalls(i: CallInputs): BenchCall[] {
  const { ctx, caller } = i;
  const filter = analyticsFilterSchema.parse({});
  const table = (req: object = {}) => analyticsTableRequestSchema.parse(req);
  return [
    { name: 'GetDataAnalyticsGraph', run: () => analyticsGraph(ctx, caller, 'DA', filter) },
    { name: 'GetDataAnalyticshTableData p1 ×5', run: () => listAnalyticsDocs(ctx, caller, 'DA', table()) },
    { name: 'GetInsightGraph', run: () => analyticsGraph(ctx, caller, 'IG', filter) },
    { name: 'GetInsightTableData p1 ×5', run: () => listAnalyticsDocs(ctx, caller, 'IG', table()) },
    {
      name: "GetInsightTableData search 'scan1'",
      run: () => listAnalyticsDocs(ctx, caller, 'IG', table({ searchText: 'scan1', pageSize: 10 })),
    },
  ];
}
