import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appSessions } from './app-sessions.schema.ts';
import { companies } from './companies.schema.ts';

/**
 * SMS security PINs. Only an HMAC of the code (keyed by APP_SECRET, bound to the
 * session) is stored; a code is valid for the session that asked for it, until
 * `expiresAt`, and is locked after repeated wrong tries.
 */
export const securityCodes = pgTable(
  'security_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => appSessions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_codes_session_idx').on(t.sessionId, t.createdAt),
    index('security_codes_company_idx').on(t.companyId, t.createdAt),
  ],
);
