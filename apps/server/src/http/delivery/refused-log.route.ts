import { DELIVERY_CALLS, refusedLogRequestSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { listRefusedLog } from '../../services/delivery/process-log/list-refused-log.ts';

/** POST /api/Admin/Map/RefusedLog {page, pageSize}: beyond the spec (issue 30 point 7), the Process Log's refused e-mails and files. */
export function refusedLogRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    DELIVERY_CALLS.refusedLog.path,
    { ...icrAccess(ctx), schema: { body: refusedLogRequestSchema } },
    async (request) => ok(await listRefusedLog(ctx.db, callerOf(request), request.body)),
  );
}
