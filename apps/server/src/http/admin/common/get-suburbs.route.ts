import { ADMIN_CALLS, getSuburbsServerQuerySchema } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import { ok } from '../../envelope.ts';
import { getSuburbs } from '../../../services/common/get-suburbs.ts';

/** GET /api/admin/CommonAdmin/GetSuburbs?state[&countryId][&search]: suburbs/cities with post codes. */
export function getSuburbsRoute(app: AppInstance) {
  app.get(
    ADMIN_CALLS.getSuburbs.path,
    { config: { access: 'session' }, schema: { querystring: getSuburbsServerQuerySchema } },
    async (request) => ok(await getSuburbs(request.query)),
  );
}
