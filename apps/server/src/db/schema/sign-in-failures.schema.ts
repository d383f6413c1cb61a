import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed password sign-ins per e-mail address (normalised; kept for unknown addresses too, so the
 * answer never tells whether an account exists). In the database so every API process sees the
 * same count; a success or a new password clears the row (services/identity/sign-in-back-off.ts).
 */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
