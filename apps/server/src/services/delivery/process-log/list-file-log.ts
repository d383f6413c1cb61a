import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FileLogRow, FileLogSortBy, SentFileLogQuery, SentFileLogResult } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../../db/company-scope.ts';
import { documentStages, documents, mappings } from '../../../db/schema/index.ts';
import { containing, reference } from '../../dashboard/dashboard-scope.ts';
import { mappingDestinations } from '../../../pipeline/deliver/mapping-destinations.ts';
import { isSendable } from './send-readiness.ts';
import { documentSources } from '../../../pipeline/intake/document-sources.ts';
import { readFromOf } from '../../documents/read-from.ts';

/** sortBy → the expression it sorts on; only these names reach SQL (the schema refuses others). */
const SORT: Record<FileLogSortBy, SQL> = {
  receivedDate: sql`${documents.createdAt}`,
  processDate: sql`${documents.processedAt}`,
  docRefs: sql`lower(${reference})`,
  fileName: sql`lower(${documents.fileName})`,
  configName: sql`lower(${mappings.name})`,
};

function searchCondition(q: SentFileLogQuery): SQL | undefined {
  if (!q.searchText) return undefined;
  const like = containing(q.searchText);
  const by = {
    docRefs: () => ilike(reference, like),
    fileName: () => ilike(documents.fileName, like),
    configName: () => ilike(mappings.name, like),
  };
  return q.searchBy === 'all' ? or(by.docRefs(), by.fileName(), by.configName()) : by[q.searchBy]();
}

/**
 * POST SentFileLog: one page of the company's received documents, newest first by default, with where each
 * came from (document-sources.ts), each destination of its mapping and how that delivery stands (the current
 * attempt's 'deliver' records).
 * A document not yet handed to delivery shows its mapping's destinations with no status.
 */
export async function listFileLog(
  ctx: AppContext,
  caller: CallerContext,
  q: SentFileLogQuery,
): Promise<SentFileLogResult> {
  const where = inCompany(documents, caller, ne(documents.status, 'uploaded'), searchCondition(q));
  const dir = q.isdesc ? sql`desc` : sql`asc`;
  // nulls last either way, then received date and id so pages never overlap; created_at is NOT NULL and goes without
  // NULLS LAST so the (company, created_at) index can hand the default order over (docs/dashboard-bench.md)
  const key = q.sortBy === 'receivedDate' ? sql`${SORT.receivedDate} ${dir}` : sql`${SORT[q.sortBy]} ${dir} nulls last`;
  const order = [key, q.isdesc ? desc(documents.createdAt) : asc(documents.createdAt), asc(documents.id)];
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: count() }).from(documents).leftJoin(mappings, eq(mappings.id, documents.mappingId)).where(where),
    ctx.db
      .select({ doc: documents, configName: mappings.name, endpoints: mappings.endpoints })
      .from(documents)
      .leftJoin(mappings, eq(mappings.id, documents.mappingId))
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  const ids = rows.map((r) => r.doc.id);
  const [sources, readFrom] = await Promise.all([
    documentSources(
      ctx.db,
      caller,
      rows.map((r) => r.doc),
    ),
    readFromOf(ctx, caller, ids),
  ]);
  const records = ids.length
    ? await ctx.db
        .select({
          documentId: documentStages.documentId,
          attempt: documentStages.attempt,
          destination: documentStages.destination,
          status: documentStages.status,
          errors: documentStages.errors,
          finishedAt: documentStages.finishedAt,
          receipt: documentStages.receipt,
        })
        .from(documentStages)
        .where(
          and(
            eq(documentStages.companyId, caller.companyId),
            inArray(documentStages.documentId, ids),
            eq(documentStages.step, 'deliver'),
            ne(documentStages.destination, ''),
          ),
        )
    : [];
  const fileDetails = rows.map(({ doc, configName, endpoints }): FileLogRow => {
    const own = records.filter((r) => r.documentId === doc.id && r.attempt === doc.attempt);
    // the mapping's destinations as they are now, and any the document was sent to before the mapping changed
    const names = [
      ...new Set([...(endpoints ? mappingDestinations(endpoints) : []), ...own.map((r) => r.destination)]),
    ];
    return {
      id: doc.id,
      docRefs: doc.uniqueReference ?? doc.fileName,
      fileName: doc.fileName,
      receivedDate: doc.createdAt.toISOString(),
      processDate: doc.processedAt?.toISOString() ?? null,
      configName: configName ?? '',
      cnId: doc.mappingId,
      dtId: doc.id,
      targetDestination: names,
      isApproved: isSendable(doc),
      isDeleted: doc.isDeleted,
      approvalStatus: doc.approvalStatus,
      source: sources.get(doc.id)!,
      ...(readFrom.has(doc.id) ? { readFrom: readFrom.get(doc.id) } : {}),
      deliveries: names.map((destination) => {
        const r = own.find((x) => x.destination === destination);
        return {
          destination,
          status: r?.status ?? null,
          sentAt: r?.status === 'success' ? (r.finishedAt?.toISOString() ?? null) : null,
          error: r?.errors[0]?.message ?? null,
          location: r?.receipt?.fileName ?? r?.receipt?.location ?? null,
        };
      }),
    };
  });
  return { fileDetails, recordCount: total?.n ?? 0 };
}
