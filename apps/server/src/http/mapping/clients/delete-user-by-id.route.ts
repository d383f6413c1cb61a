import { MAPPING_CALLS, CLIENT_MSG, deleteClientQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { deleteClient } from '../../../services/clients/delete-client.ts';

/** GET /api/admin/User/DeleteUserById?userId: not the signed-in user's own e-mail. */
export function deleteUserByIdRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    MAPPING_CALLS.deleteUserById.path,
    { ...icrAccess(ctx), schema: { querystring: deleteClientQuerySchema } },
    async (request) => {
      await deleteClient(ctx.db, callerOf(request), request.query.userId);
      return ok(true, CLIENT_MSG.deleted);
    },
  );
}
