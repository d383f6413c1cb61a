import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.ts';

/**
 * Every e-mail and SMS the product sends, whichever adapter delivered it: what support needs
 * (to, subject, template, time, status, the provider's id). Bodies, which carry PINs, links and
 * tokens, are kept only by the embedded development outbox (no provider: status 'kept', shown on
 * the outbox page, deleted after 24 h); a message a real provider took is 'sent' without its body.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    /** which message it was (verify-email, security-pin, api-token...) */
    template: text('template'),
    /** 'kept' (development outbox, not delivered) or 'sent' (a provider accepted it) */
    status: text('status', { enum: ['kept', 'sent'] })
      .notNull()
      .default('sent'),
    /** development outbox only: null when a real provider delivered it */
    body: text('body'),
    html: text('html'),
    deliveredVia: text('delivered_via').notNull(),
    providerId: text('provider_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
