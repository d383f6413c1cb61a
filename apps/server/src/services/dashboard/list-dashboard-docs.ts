import { asc, count, desc, eq, gte, ilike, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DashboardListQuery, DashboardListResult, DashboardSortBy } from '@paperbridge/contracts';
import type { AppContext } from '../../app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { clients, docTypes, documents } from '../../db/schema/index.ts';
import { allOf, containing, documentScope, reference } from './dashboard-scope.ts';
import { selectRows, toDocRows } from './document-rows.ts';

/** sortBy → the expression it sorts on; only these names reach SQL (the schema refuses others). */
const SORT: Record<DashboardSortBy, SQL | typeof documents.createdAt> = {
  createdDate: documents.createdAt,
  dtUniqueReference: sql`lower(${reference})`,
  dtConfidence: sql`${documents.confidence}`,
  supplier: sql`lower(${clients.companyName})`,
  approvalStatus: sql`${documents.approvalStatus}`,
  fileName: sql`lower(${documents.fileName})`,
  docType: sql`${docTypes.name}`,
};

function searchCondition(q: DashboardListQuery): SQL | undefined {
  if (!q.searchText) return undefined;
  const like = containing(q.searchText);
  const by = {
    dtUniqueReference: ilike(reference, like),
    fileName: ilike(documents.fileName, like),
    supplier: ilike(clients.companyName, like),
  };
  return q.searchBy === 'all' ? or(by.dtUniqueReference, by.fileName, by.supplier) : by[q.searchBy];
}

/** The accuracy range in percent against the stored 0..1 confidence; a document without one is in no range. */
function accuracyCondition(q: DashboardListQuery): SQL | undefined {
  if (q.accuracyLevelFrom === undefined && q.accuracyLevelTo === undefined) return undefined;
  return allOf(
    isNotNull(documents.confidence),
    q.accuracyLevelFrom !== undefined ? gte(documents.confidence, q.accuracyLevelFrom / 100) : undefined,
    q.accuracyLevelTo !== undefined ? lte(documents.confidence, q.accuracyLevelTo / 100) : undefined,
  );
}

/** POST Data: one page of the company's documents, filtered, searched and sorted on the server, with the total. */
export async function listDashboardDocs(ctx: AppContext, caller: CallerContext, q: DashboardListQuery): Promise<DashboardListResult> {
  const scope = await documentScope(ctx, caller, q);
  if (!scope) return { data: [], totalRows: 0 };
  const where = allOf(scope, searchCondition(q), accuracyCondition(q));
  const [total] = await ctx.db
    .select({ n: count() })
    .from(documents)
    .leftJoin(clients, eq(clients.id, documents.clientId))
    .where(where);
  const key = SORT[q.sortBy];
  // nulls last either way, and the id as tie-break so pages never overlap
  const order = q.isdesc ? sql`${key} desc nulls last` : sql`${key} asc nulls last`;
  const rows = await selectRows(ctx)
    .where(where)
    .orderBy(order, q.isdesc ? desc(documents.createdAt) : asc(documents.createdAt), asc(documents.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { data: await toDocRows(ctx, caller, rows), totalRows: total?.n ?? 0 };
}
