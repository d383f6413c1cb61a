import type { Db } from '../../db/database.ts';
import { appSessions } from '../../db/schema/index.ts';
import { hashToken, newSessionToken } from './session-token.ts';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Opens an app session for a user; the PIN step is still owed unless `pinVerified` (operator CLI). */
export async function createSession(db: Db, input: { userId: string; companyId: string; pinVerified?: boolean }) {
  const token = newSessionToken();
  const now = new Date();
  const [row] = await db
    .insert(appSessions)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      companyId: input.companyId,
      pinVerifiedAt: input.pinVerified ? now : null,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .returning({ id: appSessions.id });
  return { token, sessionId: row!.id };
}
