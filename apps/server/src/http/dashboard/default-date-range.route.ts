import { DASHBOARD_CALLS } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { defaultDateRange } from '../../services/dashboard/default-date-range.ts';

/** GET /api/Admin/Dashboard/DefaultDateRange: {startDate, endDate} the dashboard's pickers start with. */
export function defaultDateRangeRoute(app: AppInstance, ctx: AppContext) {
  app.get(DASHBOARD_CALLS.defaultDateRange.path, icrAccess(ctx), async (request) =>
    ok(await defaultDateRange(ctx, callerOf(request))),
  );
}
