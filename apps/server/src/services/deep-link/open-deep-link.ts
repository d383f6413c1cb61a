import { and, eq, gt, isNull } from 'drizzle-orm';
import { DEEP_LINK_EXPIRED, type OpenDeepLinkRequest, type OpenDeepLinkResult } from '@paperbridge/contracts';
import type { CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { appSessions, companies, handoverCodes, users } from '../../db/schema/index.ts';
import { unauthenticated } from '../../lib/errors/domain-error.ts';
import { createSession } from '../sessions/create-session.ts';
import { resolveSession, type ResolvedSession } from '../sessions/resolve-session.ts';
import { hashToken } from '../sessions/session-token.ts';

/**
 * Opens a deep link: a code is spent (once, atomically, so two tabs cannot both use it) for a new
 * session of the account that made it, with that session's PIN state; a legacy token is only
 * looked up. Either way the answer names the account, so the web app can ask before switching.
 */
export async function openDeepLink(
  db: Db,
  input: OpenDeepLinkRequest,
  caller: CallerContext | null,
): Promise<OpenDeepLinkResult> {
  const linked = input.code ? await spendCode(db, input.code) : await lookUpToken(db, input.token!);
  if (!linked) throw unauthenticated(DEEP_LINK_EXPIRED);
  const account = await accountOf(db, linked.session.userId, linked.session.companyId);
  const current = caller ? await accountOf(db, caller.userId, caller.companyId) : null;
  return {
    token: linked.token,
    email: account.email,
    companyName: account.companyName,
    signedInAs: current?.email ?? null,
    sameAccount: caller?.userId === linked.session.userId,
  };
}

async function spendCode(db: Db, code: string): Promise<{ token: string; session: ResolvedSession } | null> {
  const [spent] = await db
    .update(handoverCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(handoverCodes.codeHash, hashToken(code)),
        isNull(handoverCodes.usedAt),
        gt(handoverCodes.expiresAt, new Date()),
      ),
    )
    .returning({ sessionId: handoverCodes.sessionId });
  if (!spent) return null;
  const [source] = await db
    .select()
    .from(appSessions)
    .where(
      and(eq(appSessions.id, spent.sessionId), isNull(appSessions.revokedAt), gt(appSessions.expiresAt, new Date())),
    );
  if (!source) return null;
  const pinVerified = source.pinVerifiedAt !== null;
  const { token, sessionId } = await createSession(db, {
    userId: source.userId,
    companyId: source.companyId,
    pinVerified,
  });
  return { token, session: { sessionId, userId: source.userId, companyId: source.companyId, pinVerified } };
}

async function lookUpToken(db: Db, token: string) {
  const session = await resolveSession(db, token);
  return session ? { token, session } : null;
}

async function accountOf(db: Db, userId: string, companyId: string) {
  const [row] = await db
    .select({ email: users.email, companyName: companies.companyName })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  if (!row) throw unauthenticated(DEEP_LINK_EXPIRED);
  return row;
}
