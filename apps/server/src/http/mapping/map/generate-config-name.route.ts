import { MAPPING_CALLS, generateConfigNameQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { generateConfigName } from '../../../services/mappings/config-name.ts';

/** GET /api/Admin/Map/GenerateConfigName?supplierEmail&docTypeId: a free name passing the rule. */
export function generateConfigNameRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    MAPPING_CALLS.generateConfigName.path,
    { ...icrAccess(ctx), schema: { querystring: generateConfigNameQuerySchema } },
    async (request) =>
      ok(await generateConfigName(ctx.db, callerOf(request), request.query.supplierEmail, request.query.docTypeId)),
  );
}
