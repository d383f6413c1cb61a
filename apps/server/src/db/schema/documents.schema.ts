import { boolean, index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ACTIVE_DOCUMENT_STATES, type DocumentSource, type DocumentState } from '@paperbridge/contracts';
import { companies } from './companies.schema.ts';
import { mappings } from './mappings.schema.ts';
import { clients } from './clients.schema.ts';
import { docTypes } from './doc-types.schema.ts';
import { users } from './users.schema.ts';

/** States of a document still in the pipeline: its mapping cannot be deleted meanwhile. */
export const ACTIVE_DOCUMENT_STATUSES = ACTIVE_DOCUMENT_STATES;

/**
 * A document received from a source and taken through the pipeline (docs/pipeline.md).
 * The original file stays in storage under `fileKey`; what the stages found lives in
 * document_results, and each stage's outcome in document_stages.
 */
export const documents = pgTable(
  'documents',
  {
    /** dtId */
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mappingId: uuid('mapping_id').references(() => mappings.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    docTypeId: integer('doc_type_id').references(() => docTypes.id),
    status: text('status').$type<DocumentState>().notNull().default('uploaded'),
    source: text('source').$type<DocumentSource>().notNull().default('manual'),
    /** where the source had it: an FTP path, an e-mail Message-ID, the API caller's Idempotency-Key */
    sourceRef: text('source_ref'),
    /** the signed-in user who uploaded it (manual upload, the phone capture page); the Process Log names them (issue 30 point 7) */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    fileName: text('file_name').notNull().default(''),
    fileKey: text('file_key'),
    contentType: text('content_type'),
    fileSize: integer('file_size'),
    sha256: text('sha256'),
    pageCount: integer('page_count'),
    /** dtUniqueReference: the mapping's unique-key field's value, else the file name */
    uniqueReference: text('unique_reference'),
    /** dtConfidence, 0..1 */
    confidence: real('confidence'),
    /**
     * 0 waiting for approval, 1 approved, 3 approved but not sent, 4 and 6 failed for want of balance,
     * 5 to reprocess; null = approval not required (spec 000 §4, APPROVAL_STATUS)
     */
    approvalStatus: integer('approval_status'),
    /** dtIsPrecessed: extraction and mapping finished */
    isProcessed: boolean('is_processed').notNull().default(false),
    /** dtIsDeleted: the original was removed by the retention period */
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** 0 for the first run, +1 for each reprocess; stage jobs carry it so a stale job is skipped */
    attempt: integer('attempt').notNull().default(0),
    errorMessage: text('error_message'),
    /** issue 30: "<invoice number>|<total>" once mapped; documents sharing it are compared for the same supplier */
    duplicateKey: text('duplicate_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Migration 0008 builds this one with INCLUDE (id, status, client_id, mapping_id, doc_type_id, confidence,
    // approval_status, unique_reference, file_name), which drizzle cannot declare, so the dashboard's counts, sorts
    // and searches are index-only scans (docs/dashboard-bench.md). Changing it here would drop those columns.
    index('documents_company_idx').on(t.companyId, t.createdAt),
    index('documents_mapping_status_idx').on(t.mappingId, t.status),
    index('documents_company_client_idx').on(t.companyId, t.clientId, t.createdAt),
    index('documents_company_doctype_idx').on(t.companyId, t.docTypeId, t.createdAt),
    index('documents_company_approval_idx').on(t.companyId, t.approvalStatus),
    index('documents_mapping_sha_idx').on(t.companyId, t.mappingId, t.sha256),
    index('documents_duplicate_key_idx').on(t.companyId, t.duplicateKey),
    uniqueIndex('documents_idempotency_unique')
      .on(t.companyId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);
