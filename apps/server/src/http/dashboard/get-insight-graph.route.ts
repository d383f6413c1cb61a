import { DASHBOARD_CALLS, analyticsFilterSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { analyticsAccess } from './analytics-access.ts';
import { analyticsGraph } from '../../services/dashboard/analytics-graph.ts';

/** POST /api/Admin/Dashboard/GetInsightGraph: the IG tab's documents per month [{monthYear, rowCount}] (spec 000 §3 graph response rows). */
export function getInsightGraphRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    DASHBOARD_CALLS.getInsightGraph.path,
    { ...analyticsAccess('IG'), schema: { body: analyticsFilterSchema } },
    async (request) => ok(await analyticsGraph(ctx, callerOf(request), 'IG', request.body)),
  );
}
