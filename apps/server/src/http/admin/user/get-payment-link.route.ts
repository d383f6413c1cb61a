import type { AppInstance } from '../../app-instance.ts';
import type { AppContext } from '../../../app-context.ts';
import { ok } from '../../envelope.ts';
import { billingUrl } from '../../../services/billing/billing-url.ts';

/** GET /api/admin/User/GetPaymentLink: where to pay (the built-in top-up page). */
export function getPaymentLinkRoute(app: AppInstance, ctx: AppContext) {
  app.get('/api/admin/User/GetPaymentLink', { config: { access: 'admin' } }, async () => ok(billingUrl(ctx.config)));
}
