import { MAPPING_CALLS, MAP_MSG, cnIdQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { deleteMapping } from '../../../services/mappings/delete-mapping.ts';

/** GET /api/Admin/Map/DeleteConfigurationById?CnId: refused while documents of the mapping are in process. */
export function deleteConfigurationByIdRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    MAPPING_CALLS.deleteConfigurationById.path,
    { ...icrAccess(ctx), schema: { querystring: cnIdQuerySchema } },
    async (request) => {
      await deleteMapping(ctx, callerOf(request), request.query.CnId);
      return ok(true, MAP_MSG.deleted);
    },
  );
}
