import { and, eq } from 'drizzle-orm';
import { DOC_TYPE_NAMES, formatDateForLocale, type CompanyLocale, type DocTypeId } from '@paperbridge/contracts';
import type { Db } from '../../db/database.ts';
import { clients, documentResults, documents, mappings } from '../../db/schema/index.ts';
import { companyLocale } from '../../domain/company/company-locale.ts';
import { deliveryDocument, type DeliveryDocument } from './render/delivery-document.ts';
import { excelDateFormat } from './render/xlsx-cells.ts';

export interface DeliveryJob {
  companyId: string;
  documentId: string;
  attempt: number;
}

export interface LoadedDelivery {
  document: typeof documents.$inferSelect;
  mapping: typeof mappings.$inferSelect;
  data: DeliveryDocument;
  /** who approved the data sent (null: it went out without review) */
  approvedBy: string | null;
  /** the company's regional settings (a CSV destination may write values its way) */
  company: CompanyLocale;
}

/**
 * What one delivery sends: the reviewer's data when the document was approved, else the extracted
 * data (no review was needed), for the attempt the job was queued for. Null when the document, its
 * mapping or its data is gone, or a reprocess has started a newer attempt (that attempt delivers).
 */
export async function loadDelivery(db: Db, job: DeliveryJob): Promise<LoadedDelivery | null> {
  const [row] = await db
    .select({
      document: documents,
      mapping: mappings,
      result: {
        extracted: documentResults.extracted,
        approved: documentResults.approved,
        approvedBy: documentResults.approvedBy,
        valueLocale: documentResults.valueLocale,
        documentKind: documentResults.documentKind,
        einvoice: documentResults.einvoice,
      },
      client: clients.companyName,
    })
    .from(documents)
    .innerJoin(mappings, and(eq(mappings.id, documents.mappingId), eq(mappings.companyId, documents.companyId)))
    .innerJoin(documentResults, eq(documentResults.documentId, documents.id))
    .leftJoin(clients, and(eq(clients.id, mappings.clientId), eq(clients.companyId, documents.companyId)))
    .where(and(eq(documents.id, job.documentId), eq(documents.companyId, job.companyId)));
  if (!row || row.document.attempt !== job.attempt) return null;
  const approval = row.result.approved ?? row.result.extracted;
  if (!approval) return null;
  const company = await companyLocale(db, job.companyId);
  // a document mapped before issue 30 has no conventions of its own recorded: the mapping's, else the company's
  const locale = row.result.valueLocale ?? {
    decimal: row.mapping.valueLocale?.decimal ?? company.decimal,
    dateOrder: row.mapping.valueLocale?.dateOrder ?? null,
    currency: company.currency,
    dateOrderFrom: null,
    evidence: [],
  };
  const meta = {
    documentType: DOC_TYPE_NAMES[row.mapping.docTypeId as DocTypeId] ?? '',
    mapping: row.mapping.name,
    client: row.client ?? '',
    fileName: row.document.fileName,
  };
  const data = deliveryDocument(approval, meta, {
    locale,
    companyDateOrder: company.dateOrder,
    documentKind: row.result.documentKind ?? 'invoice',
    dateFormat: excelDateFormat(formatDateForLocale('2018-03-05', company)),
  });
  // UBL and CII output start from the e-invoice the document came as, when it did (issue 25)
  if (row.result.einvoice?.status === 'ok') data.einvoice = row.result.einvoice.invoice;
  return {
    document: row.document,
    mapping: row.mapping,
    data,
    approvedBy: row.result.approved ? row.result.approvedBy : null,
    company,
  };
}
