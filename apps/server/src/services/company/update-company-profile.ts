import { sql } from 'drizzle-orm';
import type { AccessModule, AdminUserDetail, CompanyDetails } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';
import { adminUserDetailOf, companyColumns } from './company-columns.ts';
import { ownCompany } from './own-company.ts';
import { readEmailPreference, writeEmailPreference } from '../../domain/notifications/email-preference.ts';

/** The profile card shows ICR and DA checked and disabled; only Insight Generation toggles (spec 002 §2 Profile). */
export function profileModules(requested: AccessModule[]): AccessModule[] {
  return requested.includes('IG') ? ['ICR', 'DA', 'IG'] : ['ICR', 'DA'];
}

/** UpdateAdminUserDetail: the profile card's company details, the IG toggle and the caller's notification e-mails (when sent). */
export async function updateCompanyProfile(
  ctx: AppContext,
  caller: CallerContext,
  details: CompanyDetails,
): Promise<AdminUserDetail> {
  const now = new Date();
  const [row] = await ctx.db
    .update(companies)
    .set({
      ...companyColumns(details),
      accessModules: profileModules(details.accessModuls),
      registeredAt: sql`coalesce(${companies.registeredAt}, now())`,
      updatedAt: now,
    })
    .where(ownCompany(caller))
    .returning();
  if (!row) throw notFound('Company not found');
  if (details.notifyByEmail !== undefined) await writeEmailPreference(ctx, caller, details.notifyByEmail);
  return {
    ...adminUserDetailOf(row),
    notifyByEmail: details.notifyByEmail ?? (await readEmailPreference(ctx, caller)),
  };
}
