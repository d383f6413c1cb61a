import { MAPPING_CALLS, addDocFieldQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { addCustomField } from '../../../services/doc-fields/add-custom-field.ts';

/** GET /api/Admin/Map/AddUserDocField?fieldName: answers the customised type's fields ({id, value}) with 'Success'. */
export function addUserDocFieldRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    MAPPING_CALLS.addUserDocField.path,
    { ...icrAccess(ctx), schema: { querystring: addDocFieldQuerySchema } },
    async (request) => ok((await addCustomField(ctx.db, callerOf(request), request.query.fieldName)).list),
  );
}
