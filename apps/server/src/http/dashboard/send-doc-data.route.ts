import { DASHBOARD_CALLS, DASHBOARD_MSG, sendDocDataQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { sendDocData } from '../../services/dashboard/send-doc-data.ts';

/** GET /api/Admin/Map/SendDocData?docId: hands an approved, unsent document (status 3) to delivery. */
export function sendDocDataRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    DASHBOARD_CALLS.sendDocData.path,
    { ...icrAccess(ctx), schema: { querystring: sendDocDataQuerySchema } },
    async (request) => ok(await sendDocData(ctx, callerOf(request), request.query.docId), DASHBOARD_MSG.sent),
  );
}
