import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.ts';

/**
 * Every e-mail and SMS the product sends, whichever adapter delivered it:
 * the embedded default only records it here; SMTP / the SMS provider also
 * record `deliveredVia` and the provider's id, so nothing sent is ever lost.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    deliveredVia: text('delivered_via').notNull(),
    providerId: text('provider_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
