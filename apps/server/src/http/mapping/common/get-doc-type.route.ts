import { MAPPING_CALLS } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { ok } from '../../envelope.ts';
import { listDocTypes } from '../../../services/doc-fields/list-doc-types.ts';

/** GET /api/admin/CommonAdmin/GetDocType: the four document types, id and value. */
export function getDocTypeRoute(app: AppInstance, ctx: AppContext) {
  app.get(MAPPING_CALLS.getDocType.path, { config: { access: 'admin' } }, async () => ok(await listDocTypes(ctx.db)));
}
