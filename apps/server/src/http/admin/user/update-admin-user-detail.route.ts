import { ADMIN_CALLS, companyDetailsSchema, MSG } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import type { AppContext } from '../../../context/app-context.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { updateCompanyProfile } from '../../../services/company/update-company-profile.ts';

/** POST /api/admin/User/UpdateAdminUserDetail: the profile card (ICR and DA stay on, IG toggles). */
export function updateAdminUserDetailRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    ADMIN_CALLS.updateAdminUserDetail.path,
    { config: { access: 'admin' }, schema: { body: companyDetailsSchema } },
    async (request) => ok(await updateCompanyProfile(ctx, callerOf(request), request.body), MSG.profileUpdated),
  );
}
