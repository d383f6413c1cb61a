import {
  INTEGRATION_CALLS,
  integrationEmailQuerySchema,
  integrationIdQuerySchema,
  userIntegrationQuerySchema,
} from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import {
  getConfigByEmail,
  getIntegratedServicesByUser,
  getIntegrationById,
  getIntegrationServiceByUser,
  getUserIntegration,
} from '../../services/integrations/list-integrations.ts';

/** Spec 002 §7 Accounting reads: GetIntegrationById, GetUserIntegration, GetIntegratedServicesByUser, GetConfigByEmail, GetIntegrationServiceByUser. */
export function getIntegrationsRoutes(app: AppInstance, ctx: AppContext) {
  app.get(
    INTEGRATION_CALLS.getIntegrationById.path,
    { ...icrAccess(ctx), schema: { querystring: integrationIdQuerySchema } },
    async (request) => ok(await getIntegrationById(ctx, callerOf(request), request.query.Scid)),
  );
  app.get(
    INTEGRATION_CALLS.getUserIntegration.path,
    { ...icrAccess(ctx), schema: { querystring: userIntegrationQuerySchema } },
    async (request) =>
      ok(await getUserIntegration(ctx, callerOf(request), request.query.Email, request.query.ConfigName)),
  );
  for (const [{ path }, call] of [
    [INTEGRATION_CALLS.getIntegratedServicesByUser, getIntegratedServicesByUser],
    [INTEGRATION_CALLS.getConfigByEmail, getConfigByEmail],
    [INTEGRATION_CALLS.getIntegrationServiceByUser, getIntegrationServiceByUser],
  ] as const) {
    app.get(path, { ...icrAccess(ctx), schema: { querystring: integrationEmailQuerySchema } }, async (request) =>
      ok(await call(ctx, callerOf(request), request.query.Email)),
    );
  }
}
