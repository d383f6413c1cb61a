import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { signInFailures } from '../../db/schema/index.ts';
import { normalizeEmail } from './normalize-email.ts';

/**
 * Per-account back-off of password sign-in (the per-address rate limit alone lets a botnet guess
 * forever). The first FREE_FAILURES wrong passwords cost nothing; each one after that locks the
 * address for twice as long as the one before, from FIRST_LOCK_SECONDS up to MAX_LOCK_SECONDS, so a
 * stranger can slow a victim's sign-in down but never lock it for good. Attempts during a lock are
 * refused before the password is checked and do not count. A day without failures starts over.
 */
export const SIGN_IN_BACK_OFF = { freeFailures: 5, firstLockSeconds: 30, maxLockSeconds: 15 * 60 } as const;

/** Seconds until this address may try again; 0 when it may now. */
export async function signInLockedFor(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from (${signInFailures.lockedUntil} - now())))::int` })
    .from(signInFailures)
    .where(eq(signInFailures.email, normalizeEmail(email)));
  return Math.max(0, Number(row?.seconds ?? 0));
}

/** Counts a wrong password (atomically, so parallel API processes agree); the lock it starts, in seconds (0: none yet). */
export async function recordSignInFailure(db: Db, email: string): Promise<number> {
  const { freeFailures, firstLockSeconds, maxLockSeconds } = SIGN_IN_BACK_OFF;
  const stale = sql`${signInFailures.lastFailureAt} < now() - interval '1 day'`;
  const failures = sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`;
  const lockFor = (n: typeof failures) =>
    sql`case when ${n} >= ${freeFailures} then now() + make_interval(secs => least(${maxLockSeconds}, ${firstLockSeconds} * power(2, least(${n} - ${freeFailures}, 20)))) end`;
  const [row] = await db
    .insert(signInFailures)
    .values({ email: normalizeEmail(email), failures: 1 })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: { failures, lastFailureAt: sql`now()`, lockedUntil: lockFor(failures) },
    })
    .returning({
      seconds: sql<number>`coalesce(ceil(extract(epoch from (${signInFailures.lockedUntil} - now())))::int, 0)`,
    });
  return Number(row?.seconds ?? 0);
}

/** A correct password or a new one: the count starts over. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, normalizeEmail(email)));
}

/** '30 seconds', '2 minutes': when the sign-in page says to try again. */
export function retryAfterText(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
