import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SampleResult } from '@paperbridge/contracts';
import { companies } from './companies.schema.ts';

export type SampleStage = 'queued' | 'extracting' | 'done' | 'failed';

/**
 * An uploaded sample (template) PDF and its extraction by the `extract-sample` job.
 * The id is the polling jobId; file_name is unique in the company and is how SubmitConfiguration names it.
 */
export const sampleExtractions = pgTable(
  'sample_extractions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    docTypeId: integer('doc_type_id').notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    stage: text('stage').$type<SampleStage>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    result: jsonb('result').$type<SampleResult>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sample_extractions_company_file_unique').on(t.companyId, t.fileName),
    index('sample_extractions_company_idx').on(t.companyId),
  ],
);
