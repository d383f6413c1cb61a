import { ADMIN_CALLS, getStatesQuerySchema } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import { ok } from '../../envelope.ts';
import { getStates } from '../../../services/common/get-states.ts';

/** GET /api/admin/CommonAdmin/GetStates?countryId: states/territories/provinces; none for Singapore. */
export function getStatesRoute(app: AppInstance) {
  app.get(
    ADMIN_CALLS.getStates.path,
    { config: { access: 'session' }, schema: { querystring: getStatesQuerySchema } },
    async (request) => ok(getStates(request.query.countryId)),
  );
}
