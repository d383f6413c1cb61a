import { sql } from 'drizzle-orm';
import type { AccessModule, AdminUserDetail, CompanyDetails } from '@paperbridge/contracts';
import type { Db } from '../../db/database.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../errors/domain-error.ts';
import { adminUserDetailOf, companyColumns } from './company-columns.ts';
import { ownCompany } from './own-company.ts';

/** The profile card shows ICR and DA checked and disabled; only Insight Generation toggles (spec 002 §2 Profile). */
export function profileModules(requested: AccessModule[]): AccessModule[] {
  return requested.includes('IG') ? ['ICR', 'DA', 'IG'] : ['ICR', 'DA'];
}

/** UpdateAdminUserDetail: the profile card's company details and the IG toggle. */
export async function updateCompanyProfile(db: Db, caller: CallerContext, details: CompanyDetails): Promise<AdminUserDetail> {
  const now = new Date();
  const [row] = await db
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
  return adminUserDetailOf(row);
}
