import { ADMIN_CALLS, searchAddressQuerySchema } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import { ok } from '../../envelope.ts';
import { searchAddress } from '../../../services/common/search-address.ts';

/** GET /api/admin/CommonAdmin/SearchAddress?query&countryId: places of the country's embedded list (issue 26). */
export function searchAddressRoute(app: AppInstance) {
  app.get(
    ADMIN_CALLS.searchAddress.path,
    { config: { access: 'session' }, schema: { querystring: searchAddressQuerySchema } },
    async (request) => ok(await searchAddress(request.query)),
  );
}
