import { DELIVERY_CALLS, PROCESS_LOG_MSG, resendDocDataQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { resendDocData } from '../../services/delivery/process-log/resend-doc-data.ts';

/** GET /api/Admin/Map/ResendDocData?id&destinationMode: one document to one destination again (spec 002 §4, §7). */
export function resendDocDataRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    DELIVERY_CALLS.resendDocData.path,
    { ...icrAccess(ctx), schema: { querystring: resendDocDataQuerySchema } },
    async (request) =>
      ok(
        await resendDocData(ctx, callerOf(request), request.query.id, request.query.destinationMode),
        PROCESS_LOG_MSG.sent,
      ),
  );
}
