import { API_SOURCE_CALLS, API_SOURCE_MSG, regenerateApiTokenSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { regenerateApiToken } from '../../services/api-source/regenerate-api-token.ts';

/**
 * POST /api/Admin/Map/RegenerateApiToken {cnId} (beyond the spec): replaces the mapping's API token
 * and e-mails the new one; the old token is refused from now on. Result {cnId, apiTokenCreatedAt}.
 */
export function regenerateApiTokenRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    API_SOURCE_CALLS.regenerateApiToken.path,
    { ...icrAccess(ctx), schema: { body: regenerateApiTokenSchema } },
    async (request) => {
      return ok(await regenerateApiToken(ctx, callerOf(request), request.body.cnId), API_SOURCE_MSG.tokenRegenerated);
    },
  );
}
