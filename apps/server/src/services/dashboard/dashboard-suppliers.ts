import { count, desc, eq, sql } from 'drizzle-orm';
import type { DashboardSupplierRow } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { clients, documents } from '../../db/schema/index.ts';
import { clientIdOf, documentsInRange, type DashboardScopeInput } from './dashboard-scope.ts';

/** POST GetSuppliers: the company's clients (or the one picked), newest first, each with its documents in the date range. */
export async function dashboardSuppliers(
  ctx: AppContext,
  caller: CallerContext,
  f: DashboardScopeInput,
): Promise<DashboardSupplierRow[]> {
  const clientId = await clientIdOf(ctx, caller, f.supplierEmail);
  if (clientId === null) return [];
  const docCount = ctx.db
    .select({ clientId: documents.clientId, n: count().as('n') })
    .from(documents)
    .where(documentsInRange(caller, f, f.docTypeId ? eq(documents.docTypeId, f.docTypeId) : undefined))
    .groupBy(documents.clientId)
    .as('doc_count');
  const rows = await ctx.db
    .select({
      coId: clients.id,
      coCompanyName: clients.companyName,
      coContactName: clients.contactName,
      coEmail: clients.email,
      createdAt: clients.createdAt,
      documentCount: sql<number>`coalesce(${docCount.n}, 0)::int`,
    })
    .from(clients)
    .leftJoin(docCount, eq(docCount.clientId, clients.id))
    .where(inCompany(clients, caller, clientId ? eq(clients.id, clientId) : undefined))
    .orderBy(desc(clients.createdAt));
  return rows.map(({ createdAt, ...r }) => ({ ...r, createdDate: createdAt.toISOString() }));
}
