import { DASHBOARD_CALLS, dashboardFilterSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { latestDocs } from '../../services/dashboard/latest-docs.ts';

/** POST /api/Admin/Dashboard/GetLatestDocs: the ten newest documents within the filter, as Data's rows. */
export function getLatestDocsRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    DASHBOARD_CALLS.getLatestDocs.path,
    { ...icrAccess(ctx), schema: { body: dashboardFilterSchema } },
    async (request) => ok(await latestDocs(ctx, callerOf(request), request.body)),
  );
}
