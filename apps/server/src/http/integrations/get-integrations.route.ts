import { integrationEmailQuerySchema, integrationIdQuerySchema, userIntegrationQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { getConfigByEmail, getIntegratedServicesByUser, getIntegrationById, getIntegrationServiceByUser, getUserIntegration } from '../../services/integrations/list-integrations.ts';

/** Spec 002 §7 Accounting reads: GetIntegrationById, GetUserIntegration, GetIntegratedServicesByUser, GetConfigByEmail, GetIntegrationServiceByUser. */
export function getIntegrationsRoutes(app: AppInstance, ctx: AppContext) {
  const opts = (querystring: typeof integrationEmailQuerySchema | typeof userIntegrationQuerySchema | typeof integrationIdQuerySchema) => ({ ...icrAccess(ctx), schema: { querystring } });
  app.get('/api/Admin/Accounting/GetIntegrationById', opts(integrationIdQuerySchema), async (request) => {
    const q = request.query as { Scid: string };
    return ok(await getIntegrationById(ctx, callerOf(request), q.Scid));
  });
  app.get('/api/Admin/Accounting/GetUserIntegration', opts(userIntegrationQuerySchema), async (request) => {
    const q = request.query as { Email: string; ConfigName: string };
    return ok(await getUserIntegration(ctx, callerOf(request), q.Email, q.ConfigName));
  });
  for (const [path, call] of [['GetIntegratedServicesByUser', getIntegratedServicesByUser], ['GetConfigByEmail', getConfigByEmail], ['GetIntegrationServiceByUser', getIntegrationServiceByUser]] as const) {
    app.get(`/api/Admin/Accounting/${path}`, opts(integrationEmailQuerySchema), async (request) => ok(await call(ctx, callerOf(request), (request.query as { Email: string }).Email)));
  }
}
