import { eq, type SQL } from 'drizzle-orm';
import type { CallerContext } from '../../db/company-scope.ts';
import { companies } from '../../db/schema/index.ts';

/** The companies table is the tenant itself: its rows are scoped by id (the company-owned tables use inCompany). */
export function ownCompany(caller: Pick<CallerContext, 'companyId'>): SQL {
  return eq(companies.id, caller.companyId);
}
