import { DASHBOARD_CALLS, dashboardListRequestSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { listDashboardDocs } from '../../services/dashboard/list-dashboard-docs.ts';

/** POST /api/Admin/Dashboard/Data: one page of documents {data, totalRows} (spec 000 §3 dashboard list request). */
export function dataRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    DASHBOARD_CALLS.data.path,
    { ...icrAccess(ctx), schema: { body: dashboardListRequestSchema } },
    async (request) => ok(await listDashboardDocs(ctx, callerOf(request), request.body)),
  );
}
