import { DASHBOARD_CALLS, dashboardFilterSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { dashboardConfigurations } from '../../services/dashboard/dashboard-configurations.ts';

/** POST /api/Admin/Dashboard/GetConfigurations: the Mappings table (Configuration rows of spec 000 §3). */
export function getConfigurationsRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    DASHBOARD_CALLS.getConfigurations.path,
    { ...icrAccess(ctx), schema: { body: dashboardFilterSchema } },
    async (request) => ok(await dashboardConfigurations(ctx, callerOf(request), request.body)),
  );
}
