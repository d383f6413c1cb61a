import { DOCUMENT_CALLS } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { docMilestone } from '../../services/documents/doc-milestone.ts';

/** GET /api/Admin/Dashboard/GetDocMilestone?id: {in, process, out, message} from the stage records. */
export function getDocMilestoneRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    DOCUMENT_CALLS.getDocMilestone.path,
    { ...icrAccess(ctx), schema: { querystring: DOCUMENT_CALLS.getDocMilestone.query } },
    async (request) => {
      return ok(await docMilestone(ctx, callerOf(request), request.query.id));
    },
  );
}
