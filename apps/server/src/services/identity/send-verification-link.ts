import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context/app-context.ts';
import { emailVerifications } from '../../db/schema/index.ts';
import { queueEmail } from '../../jobs/queue-email.ts';
import { hashToken } from '../sessions/session-token.ts';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Stores a fresh one-time link (hashed, 24 h) and queues the e-mail that carries it. */
export async function sendVerificationLink(
  ctx: AppContext,
  user: { id: string; email: string; companyId: string },
  reason: 'signup' | 'resend',
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(emailVerifications).values({
    userId: user.id,
    tokenHash: hashToken(token),
    reason,
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  const link = `${ctx.config.publicUrl}/api/Auth/VerifyEmail?token=${encodeURIComponent(token)}`;
  await queueEmail(ctx, {
    to: user.email,
    companyId: user.companyId,
    template: 'verify-email',
    subject: 'Verify your e-mail address for Paperbridge',
    text: `Welcome to Paperbridge.\n\nPlease verify your e-mail address by opening this link within 24 hours:\n${link}\n\nIf you did not create an account, you can ignore this e-mail.`,
    html: `<p>Welcome to Paperbridge.</p><p>Please verify your e-mail address by opening this link within 24 hours:</p><p><a href="${link}">Verify my e-mail address</a></p><p>If you did not create an account, you can ignore this e-mail.</p>`,
  });
}
