import { MAPPING_CALLS } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { listMappings } from '../../../services/mappings/list-mappings.ts';

/** GET /api/Admin/Map/GetConfigurationList: cnId, configName, draftMode, suppliersName, creationDate, fileName, and (beyond the spec) inboundEmail. */
export function getConfigurationListRoute(app: AppInstance, ctx: AppContext) {
  app.get(MAPPING_CALLS.getConfigurationList.path, icrAccess(ctx), async (request) =>
    ok(await listMappings(ctx.db, callerOf(request), ctx.config.inboundEmail.domain)),
  );
}
