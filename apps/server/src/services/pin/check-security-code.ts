import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { inCompany } from '../../db/company-scope.ts';
import { appSessions, securityCodes } from '../../db/schema/index.ts';
import { hashSecurityCode, sameHash } from './hash-security-code.ts';
import { PIN_MESSAGES, PIN_SETTINGS } from './pin-settings.ts';
import { refreshWelcomeNotification } from '../notifications/refresh-welcome-notification.ts';

export interface PinCheck {
  verified: boolean;
  message: string;
}

/**
 * CheckSecurityCode: compares the code with this session's latest PIN in constant time.
 * A match marks the session PIN-verified (admin calls open); a wrong code counts a try,
 * and the fifth wrong try locks the PIN; expired, used and locked PINs never match.
 */
export async function checkSecurityCode(ctx: AppContext, caller: CallerContext, code: string): Promise<PinCheck> {
  const [pin] = await ctx.db
    .select()
    .from(securityCodes)
    .where(inCompany(securityCodes, caller, eq(securityCodes.sessionId, caller.sessionId)))
    .orderBy(desc(securityCodes.createdAt))
    .limit(1);
  if (!pin) return { verified: false, message: PIN_MESSAGES.noPin };
  if (pin.verifiedAt) return { verified: false, message: PIN_MESSAGES.used };
  if (pin.attempts >= PIN_SETTINGS.maxAttempts) return { verified: false, message: PIN_MESSAGES.locked };
  const now = new Date();
  if (pin.expiresAt.getTime() <= now.getTime()) return { verified: false, message: PIN_MESSAGES.expired };

  const open = and(
    eq(securityCodes.id, pin.id),
    isNull(securityCodes.verifiedAt),
    lt(securityCodes.attempts, PIN_SETTINGS.maxAttempts),
  );
  if (!sameHash(pin.codeHash, hashSecurityCode(ctx.config.appSecret, caller.sessionId, code))) {
    const [counted] = await ctx.db
      .update(securityCodes)
      .set({ attempts: sql`${securityCodes.attempts} + 1` })
      .where(inCompany(securityCodes, caller, open))
      .returning({ attempts: securityCodes.attempts });
    const attempts = counted?.attempts ?? PIN_SETTINGS.maxAttempts;
    return { verified: false, message: attempts >= PIN_SETTINGS.maxAttempts ? PIN_MESSAGES.locked : MSG.invalidCode };
  }
  // consume the PIN once, even if two checks race
  const [consumed] = await ctx.db
    .update(securityCodes)
    .set({ verifiedAt: now })
    .where(inCompany(securityCodes, caller, open))
    .returning({ id: securityCodes.id });
  if (!consumed) return { verified: false, message: PIN_MESSAGES.used };
  await ctx.db
    .update(appSessions)
    .set({ pinVerifiedAt: now })
    .where(inCompany(appSessions, caller, eq(appSessions.id, caller.sessionId)));
  // the phone is verified now: the welcome notification no longer asks for it
  await refreshWelcomeNotification(ctx.db, caller);
  return { verified: true, message: MSG.otpVerified };
}
