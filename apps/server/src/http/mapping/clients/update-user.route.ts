import { MAPPING_CALLS, CLIENT_MSG, updateClientBodySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { updateClient } from '../../../services/clients/update-client.ts';

/** POST /api/admin/User/UpdateUser {coId?, companyname, contectname, email, newemail}. */
export function updateUserRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    MAPPING_CALLS.updateUser.path,
    { ...icrAccess(ctx), schema: { body: updateClientBodySchema } },
    async (request) => ok(await updateClient(ctx.db, callerOf(request), request.body), CLIENT_MSG.updated),
  );
}
