import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DashboardConfigurationRow } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { clients, docTypes, documents, mappings } from '../../db/schema/index.ts';
import { clientIdOf, documentsInRange, type DashboardScopeInput } from './dashboard-scope.ts';

/**
 * POST GetConfigurations: the company's mappings (of the picked client and type), newest first,
 * each with the documents it took in the date range. A mapping is listed even with none: the
 * table answers "which mappings do I have", the count "how busy were they".
 */
export async function dashboardConfigurations(
  ctx: AppContext,
  caller: CallerContext,
  f: DashboardScopeInput,
): Promise<DashboardConfigurationRow[]> {
  const clientId = await clientIdOf(ctx, caller, f.supplierEmail);
  if (clientId === null) return [];
  const docCount = ctx.db
    .select({ mappingId: documents.mappingId, n: count().as('n') })
    .from(documents)
    .where(documentsInRange(caller, f))
    .groupBy(documents.mappingId)
    .as('doc_count');
  const rows = await ctx.db
    .select({
      cnId: mappings.id,
      configName: mappings.name,
      docType: docTypes.name,
      suppliersName: clients.companyName,
      createdAt: mappings.createdAt,
      fileName: mappings.sampleFileName,
      documentCount: sql<number>`coalesce(${docCount.n}, 0)::int`,
    })
    .from(mappings)
    .innerJoin(clients, eq(clients.id, mappings.clientId))
    .innerJoin(docTypes, eq(docTypes.id, mappings.docTypeId))
    .leftJoin(docCount, eq(docCount.mappingId, mappings.id))
    .where(
      and(
        inCompany(
          mappings,
          caller,
          clientId ? eq(mappings.clientId, clientId) : undefined,
          f.docTypeId ? eq(mappings.docTypeId, f.docTypeId) : undefined,
        ),
      ),
    )
    .orderBy(desc(mappings.createdAt));
  return rows.map(({ createdAt, ...r }) => ({ ...r, creationDate: createdAt.toISOString() }));
}
