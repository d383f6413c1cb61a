import { DASHBOARD_CALLS } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { firstSteps } from '../../services/dashboard/first-steps.ts';

/** GET /api/Admin/Dashboard/GetFirstSteps: {hasClient, hasMapping, hasDocument} of the caller's company. */
export function getFirstStepsRoute(app: AppInstance, ctx: AppContext) {
  app.get(DASHBOARD_CALLS.getFirstSteps.path, icrAccess(ctx), async (request) =>
    ok(await firstSteps(ctx, callerOf(request))),
  );
}
