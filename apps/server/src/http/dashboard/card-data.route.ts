import { DASHBOARD_CALLS, dashboardFilterSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { cardData } from '../../services/dashboard/card-data.ts';

/** POST /api/Admin/Dashboard/CardData: cards, static cards and the chart series (spec 000 §3 "Dashboard response"). */
export function cardDataRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    DASHBOARD_CALLS.cardData.path,
    { ...icrAccess(ctx), schema: { body: dashboardFilterSchema } },
    async (request) => ok(await cardData(ctx, callerOf(request), request.body)),
  );
}
