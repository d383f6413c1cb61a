import { APPROVAL_MSG, approveDataRequestSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { approveDocument } from '../../services/documents/approve-document.ts';

/** POST /api/Admin/Map/ApproveData (form type, spec 000 §3): stores the approved data and sends the document on to delivery. */
export function approveDataRoute(app: AppInstance, ctx: AppContext) {
  app.post('/api/Admin/Map/ApproveData', { ...icrAccess(ctx), schema: { body: approveDataRequestSchema } }, async (request) => {
    return ok(await approveDocument(ctx, callerOf(request), request.body), APPROVAL_MSG.success);
  });
}
