import { asc, count, desc, eq, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DashboardListQuery, DashboardListResult, DashboardSortBy } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
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

/**
 * The search text in the reference, the file name or the client's name. The client's name is looked up among the
 * company's clients once (tens of rows) rather than by joining every document of the range to its client.
 */
function searchCondition(ctx: AppContext, caller: CallerContext, q: DashboardListQuery): SQL | undefined {
  if (!q.searchText) return undefined;
  const like = containing(q.searchText);
  const by = {
    dtUniqueReference: () => ilike(reference, like),
    fileName: () => ilike(documents.fileName, like),
    supplier: () =>
      inArray(
        documents.clientId,
        ctx.db
          .select({ id: clients.id })
          .from(clients)
          .where(inCompany(clients, caller, ilike(clients.companyName, like))),
      ),
  };
  return q.searchBy === 'all' ? or(by.dtUniqueReference(), by.fileName(), by.supplier()) : by[q.searchBy]();
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

/**
 * The page's order: the sort key with nulls last either way, then date and id as tie-breaks so pages never
 * overlap. created_at is NOT NULL, so its key goes without NULLS LAST: PostgreSQL does not know the clause
 * changes nothing there, and with it the (company, created_at) index could not hand rows over in order.
 */
function pageOrder(q: DashboardListQuery): SQL[] {
  const key = SORT[q.sortBy];
  const dir = q.isdesc ? sql`desc` : sql`asc`;
  const first = q.sortBy === 'createdDate' ? sql`${key} ${dir}` : sql`${key} ${dir} nulls last`;
  return [first, q.isdesc ? desc(documents.createdAt) : asc(documents.createdAt), asc(documents.id)];
}

/** POST Data: one page of the company's documents, filtered, searched and sorted on the server, with the total. */
export async function listDashboardDocs(
  ctx: AppContext,
  caller: CallerContext,
  q: DashboardListQuery,
): Promise<DashboardListResult> {
  const scope = await documentScope(ctx, caller, q);
  if (!scope) return { data: [], totalRows: 0 };
  const where = allOf(scope, searchCondition(ctx, caller, q), accuracyCondition(q));
  const order = pageOrder(q);
  // The page's ids first, then the rows of those ids only: choosing them reads nothing but the (company,
  // created_at) index and its included columns (an index-only scan, migration 0008), whereas sorting whole
  // rows fetched every document of the range from the heap (docs/dashboard-bench.md).
  const page = ctx.db
    .select({ id: documents.id })
    .from(documents)
    .leftJoin(clients, eq(clients.id, documents.clientId))
    .leftJoin(docTypes, eq(docTypes.id, documents.docTypeId))
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .as('page');
  // the total and the page are independent reads: on PostgreSQL they run side by side on two connections
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(documents).where(where),
    selectRows(ctx)
      .innerJoin(page, eq(page.id, documents.id))
      .orderBy(...order),
  ]);
  return { data: await toDocRows(ctx, caller, rows), totalRows: total?.n ?? 0 };
}
