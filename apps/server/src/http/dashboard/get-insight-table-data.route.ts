import { DASHBOARD_CALLS, analyticsTableRequestSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { analyticsAccess } from './analytics-access.ts';
import { listAnalyticsDocs } from '../../services/dashboard/list-analytics-docs.ts';

/** POST /api/Admin/Dashboard/GetInsightTableData: one page of the IG tab's documents {data, totalRows} (spec 000 §3 analytics table request). */
export function getInsightTableDataRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    DASHBOARD_CALLS.getInsightTableData.path,
    { ...analyticsAccess('IG'), schema: { body: analyticsTableRequestSchema } },
    async (request) => ok(await listAnalyticsDocs(ctx, callerOf(request), 'IG', request.body)),
  );
}
