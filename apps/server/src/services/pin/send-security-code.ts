import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { inCompany } from '../../db/company-scope.ts';
import { appSessions, companies, securityCodes } from '../../db/schema/index.ts';
import { rateLimited, upstreamFailed } from '../../lib/errors/domain-error.ts';
import { ownCompany } from '../company/own-company.ts';
import { defaultPhoneNumber } from './default-phone-number.ts';
import { hashSecurityCode, newSecurityCode } from './hash-security-code.ts';
import { parsePhoneNumber } from './parse-phone-number.ts';
import { PIN_MESSAGES, PIN_SETTINGS } from './pin-settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SendSecurityCode: a new random PIN for this session, stored as an HMAC, sent by SMS
 * (the local outbox by default, the SMS provider by configuration). At most one per
 * 30 s per session and a daily cap per company; the phone is kept on the company.
 */
export async function sendSecurityCode(
  ctx: AppContext,
  caller: CallerContext,
  phoneNumber?: string,
): Promise<{ phoneNumber: string }> {
  const phone = parsePhoneNumber(phoneNumber ?? (await defaultPhoneNumber(ctx.db, caller)));
  const code = newSecurityCode();
  const now = new Date();
  const codeId = await ctx.db.transaction(async (tx) => {
    // one request per session at a time: the throttle below cannot be raced
    await tx
      .select({ id: appSessions.id })
      .from(appSessions)
      .where(inCompany(appSessions, caller, eq(appSessions.id, caller.sessionId)))
      .for('update');
    const [last] = await tx
      .select({ createdAt: securityCodes.createdAt })
      .from(securityCodes)
      .where(inCompany(securityCodes, caller, eq(securityCodes.sessionId, caller.sessionId)))
      .orderBy(desc(securityCodes.createdAt))
      .limit(1);
    const waitMs = last ? last.createdAt.getTime() + PIN_SETTINGS.resendIntervalMs - now.getTime() : 0;
    if (waitMs > 0) throw rateLimited(PIN_MESSAGES.tooSoon(Math.ceil(waitMs / 1000)));
    const [today] = await tx
      .select({ n: count() })
      .from(securityCodes)
      .where(inCompany(securityCodes, caller, gt(securityCodes.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((today?.n ?? 0) >= PIN_SETTINGS.dailyLimit) throw rateLimited(PIN_MESSAGES.dailyLimit);
    const [row] = await tx
      .insert(securityCodes)
      .values({
        sessionId: caller.sessionId,
        companyId: caller.companyId,
        phoneNumber: phone.e164,
        codeHash: hashSecurityCode(ctx.config.appSecret, caller.sessionId, code),
        expiresAt: new Date(now.getTime() + PIN_SETTINGS.ttlMs),
        createdAt: now,
      })
      .returning({ id: securityCodes.id });
    return row!.id;
  });
  try {
    await ctx.sms.send({
      to: phone.e164,
      body: PIN_MESSAGES.sms(code),
      companyId: caller.companyId,
      template: 'security-pin',
    });
  } catch (err) {
    ctx.log.warn({ err }, 'the security PIN SMS could not be sent');
    // a code the user never received must not block the next request
    await ctx.db.delete(securityCodes).where(inCompany(securityCodes, caller, eq(securityCodes.id, codeId)));
    throw upstreamFailed(PIN_MESSAGES.smsFailed);
  }
  await ctx.db
    .update(companies)
    .set({ phoneNumber: phone.e164, updatedAt: new Date() })
    .where(and(ownCompany(caller)));
  return { phoneNumber: phone.e164 };
}
