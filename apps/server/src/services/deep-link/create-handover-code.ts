import { randomBytes } from 'node:crypto';
import type { HandoverCodeResult } from '@paperbridge/contracts';
import type { CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { handoverCodes } from '../../db/schema/index.ts';
import { hashToken } from '../sessions/session-token.ts';

export const HANDOVER_CODE_TTL_MS = 2 * 60 * 1000;

/** A code for `?page=X&code=C`: short-lived, single use, stored as its SHA-256 only. */
export async function createHandoverCode(db: Db, caller: CallerContext): Promise<HandoverCodeResult> {
  const code = `pbh_${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + HANDOVER_CODE_TTL_MS);
  await db
    .insert(handoverCodes)
    .values({ codeHash: hashToken(code), sessionId: caller.sessionId, companyId: caller.companyId, expiresAt });
  return { code, expiresAt: expiresAt.toISOString() };
}
