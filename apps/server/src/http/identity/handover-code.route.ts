import { IDENTITY_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { createHandoverCode } from '../../services/deep-link/create-handover-code.ts';

/** POST /api/Admin/Auth/HandoverCode: a one-time code for a deep link (`?page=X&code=C`), so no link carries the bearer token. */
export function handoverCodeRoute(app: AppInstance, ctx: AppContext) {
  app.post(IDENTITY_CALLS.handoverCode.path, { config: { access: 'admin' } }, async (request) =>
    ok(await createHandoverCode(ctx.db, callerOf(request))),
  );
}
