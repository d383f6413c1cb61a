import type { AdminUserDetail } from '@paperbridge/contracts';
import type { Db } from '../../db/database.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../errors/domain-error.ts';
import { adminUserDetailOf } from './company-columns.ts';
import { ownCompany } from './own-company.ts';

/** GetAdminUserDetail: the caller's company as the profile card shows it. */
export async function getAdminUserDetail(db: Db, caller: CallerContext): Promise<AdminUserDetail> {
  const [row] = await db.select().from(companies).where(ownCompany(caller)).limit(1);
  if (!row) throw notFound('Company not found');
  return adminUserDetailOf(row);
}
