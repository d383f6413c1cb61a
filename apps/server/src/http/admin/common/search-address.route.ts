import { ADMIN_CALLS, searchAddressQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { ok } from '../../envelope.ts';
import { searchAddress } from '../../../services/common/search-address.ts';

/** GET /api/admin/CommonAdmin/SearchAddress?query&countryId: the hosted places provider or the embedded lists (issue 26). */
export function searchAddressRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    ADMIN_CALLS.searchAddress.path,
    { config: { access: 'session' }, schema: { querystring: searchAddressQuerySchema } },
    async (request) => ok(await searchAddress(ctx, request.query)),
  );
}
