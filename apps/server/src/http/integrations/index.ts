import type { RouteRegistrar } from '../route-registrar.ts';
import { accountingOptionsRoutes } from './accounting-options.route.ts';
import { authorizeIntegrationRoutes } from './authorize-integration.route.ts';
import { getAllIntegrationServicesRoute } from './get-all-integration-services.route.ts';
import { getIntegrationsRoutes } from './get-integrations.route.ts';
import { setIntegrationDetailsRoutes } from './set-integration-details.route.ts';
import { setIntegrationServiceRoute } from './set-integration-service.route.ts';

/** Accounting integrations (spec 002 "Manage integrations", §4 Integration setup, §7 Accounting). */
export const integrationRoutes: RouteRegistrar[] = [
  getAllIntegrationServicesRoute,
  authorizeIntegrationRoutes,
  accountingOptionsRoutes,
  setIntegrationDetailsRoutes,
  setIntegrationServiceRoute,
  getIntegrationsRoutes,
];
