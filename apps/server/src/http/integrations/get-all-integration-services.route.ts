import { INTEGRATION_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import { ok } from '../envelope.ts';
import { listIntegrationServices } from '../../services/integrations/list-integration-services.ts';

/** GET /api/Admin/Accounting/GetAllIntegrationServices: the standard integration tiles (Xero, QuickBooks). */
export function getAllIntegrationServicesRoute(app: AppInstance) {
  app.get(INTEGRATION_CALLS.getAllIntegrationServices.path, { config: { access: 'admin' } }, async () =>
    ok(await listIntegrationServices()),
  );
}
