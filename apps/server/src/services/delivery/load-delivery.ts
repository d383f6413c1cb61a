import { and, eq } from 'drizzle-orm';
import { DOC_TYPE_NAMES, type DocTypeId } from '@paperbridge/contracts';
import type { Db } from '../../db/database.ts';
import { clients, documentResults, documents, mappings } from '../../db/schema/index.ts';
import { deliveryDocument, type DeliveryDocument } from './render/delivery-document.ts';

export interface DeliveryJob {
  companyId: string;
  documentId: string;
  attempt: number;
}

export interface LoadedDelivery {
  document: typeof documents.$inferSelect;
  mapping: typeof mappings.$inferSelect;
  data: DeliveryDocument;
}

/**
 * What one delivery sends: the reviewer's data when the document was approved, else the extracted
 * data (no review was needed), for the attempt the job was queued for. Null when the document, its
 * mapping or its data is gone, or a reprocess has started a newer attempt (that attempt delivers).
 */
export async function loadDelivery(db: Db, job: DeliveryJob): Promise<LoadedDelivery | null> {
  const [row] = await db
    .select({ document: documents, mapping: mappings, result: { extracted: documentResults.extracted, approved: documentResults.approved }, client: clients.companyName })
    .from(documents)
    .innerJoin(mappings, and(eq(mappings.id, documents.mappingId), eq(mappings.companyId, documents.companyId)))
    .innerJoin(documentResults, eq(documentResults.documentId, documents.id))
    .leftJoin(clients, and(eq(clients.id, mappings.clientId), eq(clients.companyId, documents.companyId)))
    .where(and(eq(documents.id, job.documentId), eq(documents.companyId, job.companyId)));
  if (!row || row.document.attempt !== job.attempt) return null;
  const approval = row.result.approved ?? row.result.extracted;
  if (!approval) return null;
  const data = deliveryDocument(approval, {
    documentType: DOC_TYPE_NAMES[row.mapping.docTypeId as DocTypeId] ?? '',
    mapping: row.mapping.name,
    client: row.client ?? '',
    fileName: row.document.fileName,
  });
  return { document: row.document, mapping: row.mapping, data };
}
