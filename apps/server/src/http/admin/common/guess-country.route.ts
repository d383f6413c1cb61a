import { ADMIN_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import { ok } from '../../envelope.ts';
import { guessCountry } from '../../../services/common/guess-country.ts';

/** GET /api/admin/CommonAdmin/GuessCountry: the caller's country from its IP address, embedded database (issue 26). */
export function guessCountryRoute(app: AppInstance) {
  app.get(ADMIN_CALLS.guessCountry.path, { config: { access: 'session' } }, async (request) =>
    ok(guessCountry(request.ip)),
  );
}
