import { MAPPING_CALLS, cnIdQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { getConfiguration } from '../../../services/mappings/mapping-view.ts';

/** GET /api/Admin/Map/GetConfigurationById?CnId: the mapping (FTP passwords never returned: password '' + hasPassword). */
export function getConfigurationByIdRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    MAPPING_CALLS.getConfigurationById.path,
    { ...icrAccess(ctx), schema: { querystring: cnIdQuerySchema } },
    async (request) =>
      ok(await getConfiguration(ctx.db, callerOf(request), request.query.CnId, ctx.config.inboundEmail.domain)),
  );
}
