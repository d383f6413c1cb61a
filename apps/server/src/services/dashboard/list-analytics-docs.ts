import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnalyticsModule, AnalyticsTableQuery, AnalyticsTableResult } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { clients, documents } from '../../db/schema/index.ts';
import { allOf, containing, reference } from './dashboard-scope.ts';
import { analyticsScope } from './analytics-scope.ts';
import { selectRows } from './document-rows.ts';

/** sortBy → the expression it sorts on; only these names reach SQL (the schema refuses others). */
const SORT: Record<AnalyticsTableQuery['sortBy'], SQL | typeof documents.createdAt> = {
  createdDate: documents.createdAt,
  dtUniqueReference: sql`lower(${reference})`,
  fileName: sql`lower(${documents.fileName})`,
  supplier: sql`lower(${clients.companyName})`,
};

function searchCondition(q: AnalyticsTableQuery): SQL | undefined {
  if (!q.searchText) return undefined;
  const like = containing(q.searchText);
  const by = {
    dtUniqueReference: ilike(reference, like),
    fileName: ilike(documents.fileName, like),
    supplier: ilike(clients.companyName, like),
  };
  return q.searchBy === 'all' ? or(by.dtUniqueReference, by.fileName, by.supplier) : by[q.searchBy];
}

/**
 * POST GetDataAnalyticshTableData / GetInsightTableData: one page of the tab's documents, filtered,
 * searched and sorted on the server, with the total. Sorting is the Data table's: nulls last,
 * then date and id, so pages never overlap.
 */
export async function listAnalyticsDocs(
  ctx: AppContext,
  caller: CallerContext,
  module: AnalyticsModule,
  q: AnalyticsTableQuery,
): Promise<AnalyticsTableResult> {
  const where = allOf(analyticsScope(caller, module, q).where, searchCondition(q));
  const [total] = await ctx.db
    .select({ n: count() })
    .from(documents)
    .leftJoin(clients, eq(clients.id, documents.clientId))
    .where(where);
  const key = SORT[q.sortBy];
  const order = q.isdesc ? sql`${key} desc nulls last` : sql`${key} asc nulls last`;
  const rows = await selectRows(ctx)
    .where(where)
    .orderBy(order, q.isdesc ? desc(documents.createdAt) : asc(documents.createdAt), asc(documents.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    data: rows.map((r) => ({
      dtId: r.id,
      dtUniqueReference: r.uniqueReference ?? r.fileName,
      fileName: r.fileName,
      supplier: r.supplier ?? '',
      configName: r.configName ?? '',
      createdDate: r.createdAt.toISOString(),
      dtIsPrecessed: r.isProcessed,
      status: r.status,
    })),
    totalRows: total?.n ?? 0,
  };
}
