import { and, eq, inArray } from 'drizzle-orm';
import type { DashboardDocRow } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { clients, docTypes, documentStages, documents, mappings } from '../../db/schema/index.ts';
import { buildMilestone } from '../documents/doc-milestone.ts';
import { reviewNotesOf } from './review-notes.ts';
import { readFromOf } from '../documents/read-from.ts';
import { deliveryUnderWay } from './delivery-under-way.ts';

/** The columns a dashboard row is built from (documents joined with client, type and mapping). */
export const rowColumns = {
  id: documents.id,
  uniqueReference: documents.uniqueReference,
  fileName: documents.fileName,
  confidence: documents.confidence,
  approvalStatus: documents.approvalStatus,
  isDeleted: documents.isDeleted,
  isProcessed: documents.isProcessed,
  createdAt: documents.createdAt,
  status: documents.status,
  attempt: documents.attempt,
  errorMessage: documents.errorMessage,
  docTypeId: documents.docTypeId,
  docType: docTypes.name,
  supplier: clients.companyName,
  supplierEmail: clients.email,
  configName: mappings.name,
};

type RowData = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] | null };

/** A select of rowColumns over documents with the joins they need (left joins: a client or mapping may be gone). */
export function selectRows(ctx: AppContext) {
  return ctx.db
    .select(rowColumns)
    .from(documents)
    .leftJoin(clients, eq(clients.id, documents.clientId))
    .leftJoin(docTypes, eq(docTypes.id, documents.docTypeId))
    .leftJoin(mappings, eq(mappings.id, documents.mappingId));
}

/**
 * Rows with their milestone trails, whether delivery is under way and, for those waiting for review, why they are
 * suspect: one query each for the whole page.
 */
export async function toDocRows(ctx: AppContext, caller: CallerContext, rows: RowData[]): Promise<DashboardDocRow[]> {
  const ids = rows.map((r) => r.id!);
  const [stages, notes, readFrom] = await Promise.all([
    ids.length
      ? ctx.db
          .select({
            documentId: documentStages.documentId,
            attempt: documentStages.attempt,
            step: documentStages.step,
            destination: documentStages.destination,
            status: documentStages.status,
          })
          .from(documentStages)
          .where(and(eq(documentStages.companyId, caller.companyId), inArray(documentStages.documentId, ids)))
      : [],
    reviewNotesOf(ctx, caller, rows),
    readFromOf(ctx, caller, ids),
  ]);
  return rows.map((r) => {
    const own = stages.filter((s) => s.documentId === r.id && s.attempt === r.attempt);
    const sending = deliveryUnderWay(
      r.status ?? '',
      own.filter((s) => s.step === 'deliver'),
    );
    return {
      dtId: r.id!,
      dtUniqueReference: r.uniqueReference ?? r.fileName ?? '',
      dtConfidence: r.confidence === null ? null : Math.round(r.confidence * 1000) / 10,
      supplier: r.supplier ?? '',
      supplierEmail: r.supplierEmail ?? '',
      createdDate: r.createdAt!.toISOString(),
      approvalStatus: r.approvalStatus,
      dtIsDeleted: r.isDeleted ?? false,
      dtIsPrecessed: r.isProcessed ?? false,
      milestone: buildMilestone(own, r.errorMessage),
      fileName: r.fileName ?? '',
      docTypeId: r.docTypeId,
      docType: r.docType ?? '',
      status: r.status ?? '',
      configName: r.configName ?? '',
      ...(notes.get(r.id!)?.length ? { reviewNotes: notes.get(r.id!) } : {}),
      ...(readFrom.has(r.id!) ? { readFrom: readFrom.get(r.id!) } : {}),
      ...(sending ? { sending } : {}),
    };
  });
}
