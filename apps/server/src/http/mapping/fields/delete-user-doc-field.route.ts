import { MAPPING_CALLS, deleteDocFieldQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { deleteCustomField } from '../../../services/doc-fields/delete-custom-field.ts';

/** GET /api/Admin/Map/DeleteUserDocField?fieldId[&configId]: answers the remaining fields. */
export function deleteUserDocFieldRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    MAPPING_CALLS.deleteUserDocField.path,
    { ...icrAccess(ctx), schema: { querystring: deleteDocFieldQuerySchema } },
    async (request) =>
      ok(await deleteCustomField(ctx.db, callerOf(request), request.query.fieldId, request.query.configId)),
  );
}
