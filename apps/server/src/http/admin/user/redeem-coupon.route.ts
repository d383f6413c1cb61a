import { ADMIN_CALLS, redeemCouponQuerySchema } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import type { AppContext } from '../../../context/app-context.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { redeemMessage, redeemWelcomeCredit } from '../../../services/billing/redeem-welcome-credit.ts';

/** GET /api/admin/User/RedeemCoupon?FirstLogin=true: the one-time welcome credit (idempotent per company). */
export function redeemCouponRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    ADMIN_CALLS.redeemCoupon.path,
    { config: { access: 'admin' }, schema: { querystring: redeemCouponQuerySchema } },
    async (request) => {
      const firstLogin = request.query.FirstLogin;
      const result = await redeemWelcomeCredit(ctx, callerOf(request), firstLogin);
      return ok(result, redeemMessage(result, firstLogin));
    },
  );
}
