import { MAPPING_CALLS, checkConfigNameQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { checkConfigName } from '../../../services/mappings/config-name.ts';

/** GET /api/Admin/Map/CheckConfigName?configName: result boolean, message (with a suggestion when taken). */
export function checkConfigNameRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    MAPPING_CALLS.checkConfigName.path,
    { ...icrAccess(ctx), schema: { querystring: checkConfigNameQuerySchema } },
    async (request) => {
      const { result, message } = await checkConfigName(ctx.db, callerOf(request), request.query.configName);
      return ok(result, message);
    },
  );
}
