import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appSessions } from '../../db/schema/index.ts';
import { SESSION_TTL_MS } from './create-session.ts';
import { hashToken } from './session-token.ts';

export interface ResolvedSession {
  sessionId: string;
  userId: string;
  companyId: string;
  pinVerified: boolean;
}

/** Finds a live session by bearer token and slides its expiry (at most once a minute, to spare writes). */
export async function resolveSession(db: Db, token: string): Promise<ResolvedSession | null> {
  const now = new Date();
  const [row] = await db
    .select()
    .from(appSessions)
    .where(
      and(eq(appSessions.tokenHash, hashToken(token)), isNull(appSessions.revokedAt), gt(appSessions.expiresAt, now)),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db
      .update(appSessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(appSessions.id, row.id));
  }
  return { sessionId: row.id, userId: row.userId, companyId: row.companyId, pinVerified: row.pinVerifiedAt !== null };
}
