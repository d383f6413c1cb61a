import { MAPPING_CALLS, updateDocFieldQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { renameCustomField } from '../../../services/doc-fields/rename-custom-field.ts';

/** GET /api/Admin/Map/UpdateeUserDocField?fieldId&fieldName (the spec's spelling): renames a custom field. */
export function updateeUserDocFieldRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    MAPPING_CALLS.updateeUserDocField.path,
    { ...icrAccess(ctx), schema: { querystring: updateDocFieldQuerySchema } },
    async (request) =>
      ok(await renameCustomField(ctx.db, callerOf(request), request.query.fieldId, request.query.fieldName)),
  );
}
