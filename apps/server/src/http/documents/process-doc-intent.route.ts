import { DOCUMENT_CALLS, UPLOAD_MSG, processDocIntentQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { processDocIntent } from '../../services/upload-source/process-doc-intent.ts';

/** GET /api/Admin/Map/ProcessDocIntent?msId: starts the pipeline for that upload; {dtId, state}. */
export function processDocIntentRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    DOCUMENT_CALLS.processDocIntent.path,
    { ...icrAccess(ctx), schema: { querystring: processDocIntentQuerySchema } },
    async (request) => {
      return ok(await processDocIntent(ctx, callerOf(request), request.query.msId), UPLOAD_MSG.processStarted);
    },
  );
}
