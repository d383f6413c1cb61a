import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryReceipt, PipelineStep, StageStatus } from '@paperbridge/contracts';
import { companies } from './companies.schema.ts';
import { documents } from './documents.schema.ts';

export interface StageError {
  code: string;
  message: string;
  page?: number | null;
  /** review: the field a reason is about (issue 22) */
  field?: string;
}

/**
 * One record per pipeline step and attempt (per destination for 'deliver'): the milestone trail
 * (GetDocMilestone) is derived from these, never kept by hand. `destination` is '' for the
 * steps that have none, so the unique index makes a re-run update its own record.
 */
export const documentStages = pgTable(
  'document_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    step: text('step').$type<PipelineStep>().notNull(),
    destination: text('destination').notNull().default(''),
    status: text('status').$type<StageStatus>().notNull(),
    errors: jsonb('errors').$type<StageError[]>().notNull().default([]),
    /** how many times the job ran this step (a retry after a crash counts) */
    runs: integer('runs').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** deliver: the first try (retries stop a day after it) and the next one while retrying */
    firstTriedAt: timestamp('first_tried_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** deliver: what the destination answered (file, where, status, message id) */
    receipt: jsonb('receipt').$type<DeliveryReceipt>(),
  },
  (t) => [
    uniqueIndex('document_stages_unique').on(t.documentId, t.attempt, t.step, t.destination),
    index('document_stages_company_idx').on(t.companyId, t.documentId),
  ],
);
