import type { RouteRegistrar } from './route-registrar.ts';
import { healthRoute } from './public/health.route.ts';
import { getConfigRoute } from './public/get-config.route.ts';
import { listOutboxRoute } from './dev/list-outbox.route.ts';
import { identityRoutes } from './identity/index.ts';
import { adminRoutes } from './admin/index.ts';
import { mappingRoutes } from './mapping/index.ts';
import { integrationRoutes } from './integrations/index.ts';
import { documentRoutes } from './documents/index.ts';
import { operatorRoutes } from './operator/operator.routes.ts';
import { apiSourceRoutes } from './api-source/index.ts';
import { dashboardRoutes } from './dashboard/index.ts';
import { deliveryRoutes } from './delivery/index.ts';
import { billingRoutes } from './billing/index.ts';

/** Every HTTP route of the product; each file reads like a row of the spec's call table. */
export const routes: RouteRegistrar[] = [
  healthRoute,
  getConfigRoute,
  listOutboxRoute,
  ...identityRoutes,
  ...adminRoutes,
  ...mappingRoutes,
  ...integrationRoutes,
  ...documentRoutes,
  ...apiSourceRoutes,
  ...dashboardRoutes,
  ...deliveryRoutes,
  ...billingRoutes,
  operatorRoutes,
];
