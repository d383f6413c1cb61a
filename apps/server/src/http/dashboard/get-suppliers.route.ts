import { DASHBOARD_CALLS, dashboardFilterSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { dashboardSuppliers } from '../../services/dashboard/dashboard-suppliers.ts';

/** POST /api/Admin/Dashboard/GetSuppliers: the Clients table (Supplier rows of spec 000 §3). */
export function getSuppliersRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    DASHBOARD_CALLS.getSuppliers.path,
    { ...icrAccess(ctx), schema: { body: dashboardFilterSchema } },
    async (request) => ok(await dashboardSuppliers(ctx, callerOf(request), request.body)),
  );
}
