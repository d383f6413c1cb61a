import { ADMIN_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import type { AppContext } from '../../../context/app-context.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { getAdminUserDetail } from '../../../services/company/get-admin-user-detail.ts';

/** GET /api/admin/User/GetAdminUserDetail: the profile card's company details. */
export function getAdminUserDetailRoute(app: AppInstance, ctx: AppContext) {
  app.get(ADMIN_CALLS.getAdminUserDetail.path, { config: { access: 'admin' } }, async (request) =>
    ok(await getAdminUserDetail(ctx, callerOf(request))),
  );
}
