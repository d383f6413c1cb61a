import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DocumentSource } from '@paperbridge/contracts';
import { companies } from './companies.schema.ts';
import { mappings } from './mappings.schema.ts';
import { documents } from './documents.schema.ts';

/**
 * Every item a polled or pushed source offered (an FTP file, an e-mail message or attachment):
 * taken (with its document) or refused with the reason. The unique key makes an item taken once
 * even across restarts; a refused message is never silently dropped.
 */
export const sourceReceipts = pgTable(
  'source_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mappingId: uuid('mapping_id').references(() => mappings.id, { onDelete: 'set null' }),
    source: text('source').$type<DocumentSource>().notNull(),
    /** the FTP path with size and time, or the Message-ID with the attachment's index */
    ref: text('ref').notNull(),
    status: text('status', { enum: ['taken', 'refused'] }).notNull(),
    reason: text('reason'),
    sender: text('sender'),
    /** what was refused, as the bell names it: an attachment's or file's name, or 'the e-mail' (issue 30 point 7) */
    item: text('item'),
    /** the e-mail's subject, so a refused e-mail can be recognised in the Process Log */
    subject: text('subject'),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('source_receipts_unique').on(t.companyId, t.source, t.ref),
    index('source_receipts_company_idx').on(t.companyId, t.createdAt),
  ],
);
