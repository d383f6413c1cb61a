import { DASHBOARD_CALLS } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { ok } from '../envelope.ts';
import { listDocTypes } from '../../services/doc-fields/list-doc-types.ts';

/** GET /api/Admin/Dashboard/GetDocType: the document-type filter, id and value (the same four types as CommonAdmin's). */
export function dashboardGetDocTypeRoute(app: AppInstance, ctx: AppContext) {
  app.get(DASHBOARD_CALLS.getDocType.path, { config: { access: 'admin' } }, async () => ok(await listDocTypes(ctx.db)));
}
