import { DELIVERY_CALLS, sentFileLogRequestSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { listFileLog } from '../../services/delivery/process-log/list-file-log.ts';

/** POST /api/Admin/Map/SentFileLog {page, pageSize, searchBy, searchText, sortBy, isdesc}: the Process Log's page (spec 002 §7). */
export function sentFileLogRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    DELIVERY_CALLS.sentFileLog.path,
    { ...icrAccess(ctx), schema: { body: sentFileLogRequestSchema } },
    async (request) => ok(await listFileLog(ctx, callerOf(request), request.body)),
  );
}
