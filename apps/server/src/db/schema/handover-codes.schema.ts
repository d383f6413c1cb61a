import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appSessions } from './app-sessions.schema.ts';
import { companies } from './companies.schema.ts';

/**
 * One-time codes that hand a signed-in session over to a deep link (`?page=X&code=C`) instead of
 * the bearer token itself: only the SHA-256 is stored, a code lives two minutes and works once.
 */
export const handoverCodes = pgTable(
  'handover_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull().unique(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => appSessions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('handover_codes_session_idx').on(t.sessionId)],
);
