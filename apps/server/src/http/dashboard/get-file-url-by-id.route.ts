import { DASHBOARD_CALLS, dashboardIdQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { documentFileUrl } from '../../services/dashboard/document-file-url.ts';

/** GET /api/Admin/Dashboard/GetFileURLById?id: a signed 10-minute link to the document's original (409 with the retention text when removed). */
export function getFileUrlByIdRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    DASHBOARD_CALLS.getFileUrlById.path,
    { ...icrAccess(ctx), schema: { querystring: dashboardIdQuerySchema } },
    async (request) => ok(await documentFileUrl(ctx, callerOf(request), request.query.id)),
  );
}
