import { ADMIN_CALLS, verifyAbnQuerySchema } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import { ok } from '../../envelope.ts';
import { verifyAbn } from '../../../services/common/verify-abn.ts';

/** GET /api/admin/CommonAdmin/VerifyABN?abn&name: the ABN checksum; result {valid, abn, message}. */
export function verifyAbnRoute(app: AppInstance) {
  app.get(
    ADMIN_CALLS.verifyAbn.path,
    { config: { access: 'session' }, schema: { querystring: verifyAbnQuerySchema } },
    async (request) => {
      const check = verifyAbn(request.query.abn, request.query.name);
      return ok(check, check.message);
    },
  );
}
