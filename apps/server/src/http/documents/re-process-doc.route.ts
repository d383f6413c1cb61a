import { DOCUMENT_CALLS, UPLOAD_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { reprocessCheck, reprocessDocument } from '../../services/documents/reprocess-document.ts';

/** GET /api/Admin/Map/ReProcessDocCheck?id: result 1 when the balance allows a reprocess, else 0. */
export function reProcessDocCheckRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    DOCUMENT_CALLS.reProcessDocCheck.path,
    { ...icrAccess(ctx), schema: { querystring: DOCUMENT_CALLS.reProcessDocCheck.query } },
    async (request) => {
      const allowed = await reprocessCheck(ctx, callerOf(request), request.query.id);
      return ok(allowed, allowed ? 'Success' : UPLOAD_MSG.insufficientBalance);
    },
  );
}

/** GET /api/Admin/Map/ReProcessDoc?id: runs the document again from intake. */
export function reProcessDocRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    DOCUMENT_CALLS.reProcessDoc.path,
    { ...icrAccess(ctx), schema: { querystring: DOCUMENT_CALLS.reProcessDoc.query } },
    async (request) => {
      return ok(await reprocessDocument(ctx, callerOf(request), request.query.id), UPLOAD_MSG.reprocessStarted);
    },
  );
}
