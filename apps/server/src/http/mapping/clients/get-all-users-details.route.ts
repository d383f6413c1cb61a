import { MAPPING_CALLS } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { listClients } from '../../../services/clients/list-clients.ts';

/** GET /api/admin/User/GetAllUsersDetails: the Clients List (coId, coCompanyName, coContactName, coEmail, createdDate). */
export function getAllUsersDetailsRoute(app: AppInstance, ctx: AppContext) {
  app.get(MAPPING_CALLS.getAllUsersDetails.path, icrAccess(ctx), async (request) =>
    ok(await listClients(ctx.db, callerOf(request))),
  );
}
