import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.ts';
import { mappings } from './mappings.schema.ts';

/** Statuses of a document still in the pipeline: its mapping cannot be deleted meanwhile. */
export const ACTIVE_DOCUMENT_STATUSES = ['received', 'queued', 'processing', 'awaiting_review', 'delivering'] as const;

/**
 * A document going through the pipeline. Minimal for now (issue 4 needs the status to refuse
 * deleting a mapping in use); the processing issue extends it.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    mappingId: uuid('mapping_id').references(() => mappings.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_company_idx').on(t.companyId, t.createdAt), index('documents_mapping_status_idx').on(t.mappingId, t.status)],
);
