import { MAPPING_CALLS, docTypeQuerySchema } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import { ok } from '../../envelope.ts';
import { listDocEndPoints } from '../../../services/doc-fields/list-doc-end-points.ts';

/** GET /api/admin/CommonAdmin/GetDocEndPoints?docTypeId: sourceList and destinationList (id, value). */
export function getDocEndPointsRoute(app: AppInstance) {
  app.get(
    MAPPING_CALLS.getDocEndPoints.path,
    { config: { access: 'admin' }, schema: { querystring: docTypeQuerySchema } },
    async (request) => ok(listDocEndPoints(request.query.docTypeId)),
  );
}
