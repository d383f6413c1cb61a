import { ADMIN_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import { ok } from '../../envelope.ts';
import { getCountries } from '../../../services/common/get-countries.ts';

/** GET /api/admin/CommonAdmin/GetCountries: id, value, code of the six supported countries. */
export function getCountriesRoute(app: AppInstance) {
  app.get(ADMIN_CALLS.getCountries.path, { config: { access: 'session' } }, async () => ok(getCountries()));
}
