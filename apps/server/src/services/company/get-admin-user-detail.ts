import type { AdminUserDetail } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';
import { adminUserDetailOf } from './company-columns.ts';
import { ownCompany } from './own-company.ts';
import { readEmailPreference } from '../../domain/notifications/email-preference.ts';

/** GetAdminUserDetail: the caller's company as the profile card shows it, with the caller's own notification choice. */
export async function getAdminUserDetail(ctx: AppContext, caller: CallerContext): Promise<AdminUserDetail> {
  const [row] = await ctx.db.select().from(companies).where(ownCompany(caller)).limit(1);
  if (!row) throw notFound('Company not found');
  return { ...adminUserDetailOf(row), notifyByEmail: await readEmailPreference(ctx, caller) };
}
