import { DOCUMENT_CALLS, createDocIntentRequestSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { createDocIntents } from '../../services/upload-source/create-doc-intents.ts';

/** POST /api/Admin/Map/CreateDocIntent {appFiles, configId, webRequest}: [{fileName, status 1|0, msId, message}]. */
export function createDocIntentRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    DOCUMENT_CALLS.createDocIntent.path,
    { ...icrAccess(ctx), schema: { body: createDocIntentRequestSchema } },
    async (request) => {
      return ok(await createDocIntents(ctx, callerOf(request), request.body));
    },
  );
}
