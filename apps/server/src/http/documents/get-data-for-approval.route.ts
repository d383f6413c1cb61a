import { DOCUMENT_CALLS } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { getApprovalData } from '../../services/documents/get-approval-data.ts';

/** GET /api/Admin/Map/GetDataForApproval?docId: the document's data in the approval shape (spec 000 §3). */
export function getDataForApprovalRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    DOCUMENT_CALLS.getDataForApproval.path,
    { ...icrAccess(ctx), schema: { querystring: DOCUMENT_CALLS.getDataForApproval.query } },
    async (request) => {
      return ok(await getApprovalData(ctx, callerOf(request), request.query.docId));
    },
  );
}
