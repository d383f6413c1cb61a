import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  ExtractedTable,
  FormFieldRow,
  ReviewMode,
  SubmittedFieldRow,
  SubmittedTable,
  Template,
} from '@paperbridge/contracts';
import { companies } from './companies.schema.ts';
import { clients } from './clients.schema.ts';
import { docTypes } from './doc-types.schema.ts';

/** Sources and destinations of a mapping, without secrets (the FTP passwords live in the *_secret columns). */
export interface MappingEndpoints {
  ftpIn: StoredFtp | null;
  ftpOut: StoredFtp | null;
  emailList: string[];
  isEmailConfig: boolean;
  destinationEmails: string[];
  destinationEmailFileType: string | null;
  webhookEndPoint: string | null;
  /** issue 25: what the webhook receives (absent: JSON) */
  webhookFileType?: 'JSON' | 'UBL' | 'CII';
  integrationType: string | null;
  enterpriseRequest: { contactName: string; contactNumber: string; requestMessage: string } | null;
  excelTabName: string | null;
  isManualUpload: boolean;
  isMobileApp: boolean;
  isAPI: boolean;
  /** issue 30: per file destination, one file per document (absent: the default) or one file a day */
  fileLayouts?: { Email?: 'document' | 'daily'; FTP?: 'document' | 'daily' };
  /** issue 30: per file destination, a CSV's numbers and dates standard (absent: the default) or the company's */
  csvFormats?: { Email?: 'standard' | 'regional'; FTP?: 'standard' | 'regional' };
}

export interface StoredFtp {
  host: string;
  username: string;
  port: number;
  protocol: 'ftp' | 'ftps' | 'sftp';
  path: string;
  fileType: string | null;
}

/** The extracted sample kept with the mapping: the Form rows and tables the mapping screens draw. */
export interface StoredSample {
  fields: FormFieldRow[];
  tables: ExtractedTable[];
  tableCount: number;
}

/** A mapping (configuration): one client, one document type, a sample, the user's choices and the learned template. */
export const mappings = pgTable(
  'mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    docTypeId: integer('doc_type_id')
      .notNull()
      .references(() => docTypes.id),
    name: text('name').notNull(),
    /** lower(name), unique within the company */
    nameKey: text('name_key').notNull(),
    draftMode: boolean('draft_mode').notNull().default(true),
    sampleFileKey: text('sample_file_key'),
    sampleFileName: text('sample_file_name').notNull(),
    /** the engine document model of the sample */
    sampleDocument: jsonb('sample_document'),
    sample: jsonb('sample').$type<StoredSample>(),
    fieldMappings: jsonb('field_mappings').$type<SubmittedFieldRow[]>().notNull().default([]),
    udfFields: jsonb('udf_fields').$type<SubmittedFieldRow[]>().notNull().default([]),
    tableMappings: jsonb('table_mappings').$type<SubmittedTable[]>().notNull().default([]),
    /** every dF_Id used by the mapping (a field in use cannot be renamed or deleted) */
    mappedFieldIds: jsonb('mapped_field_ids').$type<number[]>().notNull().default([]),
    template: jsonb('template').$type<Template>(),
    retentionState: integer('retention_state').notNull(),
    retentionDuration: integer('retention_duration').notNull(),
    endpoints: jsonb('endpoints').$type<MappingEndpoints>().notNull(),
    /** AES-256-GCM secret-box strings (lib/crypto/secret-box.ts) */
    ftpInSecret: text('ftp_in_secret'),
    ftpOutSecret: text('ftp_out_secret'),
    requiredApproval: boolean('required_approval').notNull().default(false),
    /** beyond the spec (issue 22): 'always' reviews every document, 'unsure' only the risky ones (docs/review.md) */
    /**
     * Issue 30: how this mapping's documents write numbers and dates, once decided (by its sample, or by a person
     * approving a document whose page did not decide); and who its sample is from, to recognise strangers.
     */
    valueLocale: jsonb('value_locale').$type<{ decimal: ',' | '.' | null; dateOrder: 'DMY' | 'MDY' | 'YMD' | null }>(),
    supplierIdentity: jsonb('supplier_identity').$type<{ name: string | null; taxIds: string[]; ibans: string[] }>(),
    reviewMode: text('review_mode').$type<ReviewMode>().notNull().default('unsure'),
    /** the API source's bearer token, SHA-256 hashed (the token itself is only e-mailed once) */
    apiTokenHash: text('api_token_hash'),
    apiTokenCreatedAt: timestamp('api_token_created_at', { withTimezone: true }),
    /** the local part of the mapping's inbound e-mail address (e-mail attachment source) */
    inboundEmailKey: text('inbound_email_key'),
    /** the webhook's Standard Webhooks signing secret (sealed); the previous one is still signed with for a day after a rotation */
    webhookSecret: text('webhook_secret'),
    webhookSecretPrevious: text('webhook_secret_previous'),
    webhookSecretRotatedAt: timestamp('webhook_secret_rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mappings_company_name_unique').on(t.companyId, t.nameKey),
    index('mappings_company_created_idx').on(t.companyId, t.createdAt),
    index('mappings_client_idx').on(t.clientId),
    uniqueIndex('mappings_api_token_unique').on(t.apiTokenHash),
    uniqueIndex('mappings_inbound_email_unique').on(t.inboundEmailKey),
  ],
);
