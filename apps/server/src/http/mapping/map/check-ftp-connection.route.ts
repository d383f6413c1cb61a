import { MAPPING_CALLS, checkFtpConnectionBodySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { checkFtpConnection } from '../../../services/mappings/check-ftp-connection.ts';

/** POST /api/Admin/Map/CheckFTPConnection: result true/false with the server's answer as the message. */
export function checkFtpConnectionRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    MAPPING_CALLS.checkFtpConnection.path,
    { ...icrAccess(ctx), schema: { body: checkFtpConnectionBodySchema } },
    async (request) => {
      const probe = await checkFtpConnection(ctx, callerOf(request), request.body);
      return ok(probe.ok, probe.message);
    },
  );
}
