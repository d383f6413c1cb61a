import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appSessions } from '../../db/schema/index.ts';

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(appSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(appSessions.id, sessionId), isNull(appSessions.revokedAt)));
}

/** "Log out everywhere" (password change): every session of the user ends. */
export async function revokeAllSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db
    .update(appSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(appSessions.userId, userId), isNull(appSessions.revokedAt)));
}
