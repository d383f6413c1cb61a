import { and, count, eq, gt } from 'drizzle-orm';
import { MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { emailVerifications } from '../../db/schema/index.ts';
import { invalid, rateLimited } from '../../lib/errors/domain-error.ts';
import { findUserById } from './find-user.ts';
import { normalizeEmail } from './normalize-email.ts';
import { sendVerificationLink } from './send-verification-link.ts';

/** Spec 002 §4 "Resend activation e-mail": up to 3 attempts (per user, per hour on the server). */
export const RESENDS_PER_HOUR = 3;

export async function resendVerificationEmail(ctx: AppContext, caller: CallerContext, email: string): Promise<void> {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user || user.email !== normalizeEmail(email))
    throw invalid('This e-mail address does not belong to your account.');
  if (user.emailVerified) throw invalid('Your e-mail address is already verified.');
  const since = new Date(Date.now() - 60 * 60 * 1000);
  const [sent] = await ctx.db
    .select({ n: count() })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, user.id),
        eq(emailVerifications.reason, 'resend'),
        gt(emailVerifications.createdAt, since),
      ),
    );
  if ((sent?.n ?? 0) >= RESENDS_PER_HOUR) throw rateLimited(MSG.resendLater);
  await sendVerificationLink(ctx, user, 'resend');
}
