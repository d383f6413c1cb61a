import type { AppContext } from '../../../context/app-context.ts';
import { queueEmail } from '../../../jobs/queue-email.ts';
import { findUserByEmail } from '../find-user.ts';
import { signResetToken } from './password-reset-token.ts';

export const RESET_PATH = '/oidc/reset-password';

/**
 * Forgot password: mails a reset link (1 hour, one use) to a built-in account with a password. An unknown
 * address, or an account whose password lives at an external provider, gets nothing, and the caller answers
 * the same either way, so the form does not tell who has an account.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.passwordHash || user.externalSubject || ctx.config.oidc.kind !== 'builtin') return;
  const token = signResetToken(ctx.config.appSecret, { id: user.id, passwordHash: user.passwordHash });
  const link = `${ctx.config.publicUrl}${RESET_PATH}?token=${encodeURIComponent(token)}`;
  await queueEmail(ctx, {
    to: user.email,
    companyId: user.companyId,
    template: 'reset-password',
    subject: 'Reset your Paperbridge password',
    text: `Someone asked to reset the password of your Paperbridge account.\n\nTo choose a new password, open this link within 1 hour (it works once):\n${link}\n\nAfter the reset you are signed out everywhere. If you did not ask for this, you can ignore this e-mail: your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your Paperbridge account.</p><p>To choose a new password, open this link within 1 hour (it works once):</p><p><a href="${link}">Choose a new password</a></p><p>After the reset you are signed out everywhere. If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p>`,
  });
}
