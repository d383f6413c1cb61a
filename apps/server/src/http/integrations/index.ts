import type { RouteRegistrar } from '../routes.ts';
import { getAllIntegrationServicesRoute } from './get-all-integration-services.route.ts';

/** Accounting integrations (spec 002 "Manage integrations"); the setup flows come with their own issue. */
export const integrationRoutes: RouteRegistrar[] = [getAllIntegrationServicesRoute];
