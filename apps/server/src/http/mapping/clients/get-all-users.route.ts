import { MAPPING_CALLS } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { listClientOptions } from '../../../services/clients/list-clients.ts';

/** GET /api/admin/User/GetAllUsers: the client dropdown (code = e-mail, value = company name). */
export function getAllUsersRoute(app: AppInstance, ctx: AppContext) {
  app.get(MAPPING_CALLS.getAllUsers.path, icrAccess(ctx), async (request) =>
    ok(await listClientOptions(ctx.db, callerOf(request))),
  );
}
