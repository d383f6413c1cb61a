import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { emailVerifications, users } from '../../db/schema/index.ts';
import { hashToken } from '../sessions/session-token.ts';

export type VerifyEmailOutcome = 'verified' | 'invalid';

/** Consumes a verification link: one use, within its 24 h; the user becomes verified. */
export async function verifyEmail(db: Db, token: string): Promise<VerifyEmailOutcome> {
  if (!token || token.length > 200) return 'invalid';
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, hashToken(token)),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerifications.userId });
    if (!row) return 'invalid';
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, row.userId));
    return 'verified';
  });
}
