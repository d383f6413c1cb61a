import { MAPPING_CALLS, docTypeQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { listDocFields } from '../../../domain/doc-fields/list-doc-fields.ts';

/** GET /api/Admin/Map/GetDocFields?docTypeId: the type's standard fields, then the company's own. */
export function getDocFieldsRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    MAPPING_CALLS.getDocFields.path,
    { ...icrAccess(ctx), schema: { querystring: docTypeQuerySchema } },
    async (request) => ok(await listDocFields(ctx.db, callerOf(request), request.query.docTypeId)),
  );
}
