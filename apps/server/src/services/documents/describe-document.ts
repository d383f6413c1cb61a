import { eq } from 'drizzle-orm';
import type { ApiDocument } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { documentResults } from '../../db/schema/index.ts';
import type { DocumentRecord } from '../../pipeline/stage-document.ts';

/**
 * A document as its sender reads it back (the API source, the operator CLI): its state, confidence
 * in percent and, once mapped, its data, the approved data if a person approved it.
 */
export async function describeDocument(ctx: AppContext, doc: DocumentRecord): Promise<ApiDocument> {
  const [res] = await ctx.db
    .select({ extracted: documentResults.extracted, approved: documentResults.approved })
    .from(documentResults)
    .where(eq(documentResults.documentId, doc.id));
  return {
    dtId: doc.id,
    fileName: doc.fileName,
    status: doc.status,
    approvalStatus: doc.approvalStatus,
    dtConfidence: doc.confidence === null ? null : Math.round(doc.confidence * 1000) / 10,
    dtUniqueReference: doc.uniqueReference,
    pageCount: doc.pageCount,
    message: doc.errorMessage,
    createdDate: doc.createdAt.toISOString(),
    processedDate: doc.processedAt?.toISOString() ?? null,
    data: res?.approved ?? res?.extracted ?? null,
  };
}
