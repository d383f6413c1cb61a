import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.ts';

/**
 * The built-in prepaid ledger (embedded default for payments): the balance is the
 * sum of credits minus debits, in integer cents. `idempotencyKey` makes a one-off
 * entry (the welcome credit, a provider's payment id) impossible to book twice.
 * Rows are only ever appended (services/billing/book-ledger-entry.ts), never updated or deleted.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: ['credit', 'debit'] }).notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** a page charge (or its refund): the document and how many pages; null for top-ups and credits */
    documentId: uuid('document_id'),
    pages: integer('pages'),
    /** a top-up or a provider refund: the payment it books (its receipt) */
    paymentId: uuid('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('ledger_entries_idempotency_unique').on(t.companyId, t.idempotencyKey),
  ],
);
