import { jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApprovalData, DocumentModel, TemplateApplyResult } from '@paperbridge/contracts';
import type { EInvoiceReadResult } from '@paperbridge/engine';
import { companies } from './companies.schema.ts';
import { documents } from './documents.schema.ts';

/** One mapped value as the review stage weighs it (issue 22): a header value, or a mapped table as a whole. */
export interface MappedValue {
  /** the label the review screen shows ('Table 1' for a table) */
  label: string;
  /** 0..1; null when not found */
  confidence: number | null;
  missing: boolean;
  required: boolean;
  /** set for a mapped line-item table: missing means no rows were found */
  table?: number;
  /** the value was not read from the page (a fixed value): its confidence says nothing about the page */
  notRead?: boolean;
  /** 0..1: below this the value is not trusted (the calibrated threshold of its kind, set by the map stage) */
  threshold?: number;
  /** the value could not be normalised to its kind (issue 30): an unreadable amount, an ambiguous or impossible date */
  problem?: { code: 'value_unreadable' | 'date_ambiguous'; message: string };
}

/** How this document writes numbers and dates (issue 30): decided by the page, else the mapping, else the company. */
export interface ValueLocale {
  decimal: ',' | '.' | null;
  dateOrder: 'DMY' | 'MDY' | 'YMD' | null;
  currency: string | null;
  /** where the date order came from: a person approving it is what lets the mapping keep it */
  dateOrderFrom: 'document' | 'mapping' | 'convention' | 'company' | 'reviewer' | null;
  evidence: string[];
}

/** Who the document appears to be from (issue 30 points 3 and 4), read without the template. */
export interface DocumentParty {
  name: string | null;
  taxIds: string[];
  ibans: string[];
}

/**
 * The e-invoice a document is or carries (issue 25), as the engine read it: `ok` with the EN 16931 model, its source
 * and warnings, or `invalid` with the rules it breaks. A document without one keeps null.
 */
export type StoredEInvoice = Exclude<EInvoiceReadResult, { status: 'none' }>;

/** An earlier document with the same supplier, number and total (issue 30 point 3). */
export interface DuplicateOf {
  documentId: string;
  reference: string;
}

/**
 * What the pipeline found in a document: the engine's document model (extract stage), the
 * template's raw answer and the approval data shape built from it (map stage), and, kept apart,
 * the data a person approved (review). Deliveries send `approved` when there is one, else `extracted`.
 */
export const documentResults = pgTable('document_results', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  model: jsonb('model').$type<DocumentModel>(),
  /** 'success' or 'partial' (some pages unread), with the engine's errors */
  extractStatus: text('extract_status'),
  extractErrors:
    jsonb('extract_errors').$type<{ stage: string; page: number | null; code: string; message: string }[]>(),
  applied: jsonb('applied').$type<TemplateApplyResult>(),
  extracted: jsonb('extracted').$type<ApprovalData>(),
  /** names of required fields the page did not show */
  missingRequired: jsonb('missing_required').$type<string[]>(),
  lowConfidence: jsonb('low_confidence').$type<string[]>(),
  /** every mapped value with its confidence and whether it was found (map stage): what the review stage decides on */
  mappedValues: jsonb('mapped_values').$type<MappedValue[]>(),
  /** issue 30: the document's number and date conventions, what kind of document it is, who it is from */
  valueLocale: jsonb('value_locale').$type<ValueLocale>(),
  documentKind: text('document_kind').$type<'invoice' | 'credit_note'>(),
  documentKindEvidence: text('document_kind_evidence'),
  party: jsonb('party').$type<DocumentParty>(),
  duplicateOf: jsonb('duplicate_of').$type<DuplicateOf>(),
  /** the mapping's sample appears to be from someone else: the reason for the reviewer (issue 30 point 4) */
  strangerReason: text('stranger_reason'),
  einvoice: jsonb('einvoice').$type<StoredEInvoice>(),
  engineMs: real('engine_ms'),
  approved: jsonb('approved').$type<ApprovalData>(),
  approvedBy: uuid('approved_by'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
