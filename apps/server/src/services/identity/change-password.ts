import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { invalidField, invalid, unauthenticated } from '../../lib/errors/domain-error.ts';
import { findUserById } from './find-user.ts';
import { verifyPassword } from './password-hash.ts';
import { setPassword } from './set-password.ts';

export const EXTERNAL_PASSWORD_MESSAGE = 'Password is managed by your identity provider.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is incorrect.';

/**
 * Sets a new password (the policy is checked by the route's schema) once the current one is proven,
 * so an unattended signed-in browser cannot take the account over; then logs out everywhere.
 */
export async function changePassword(
  ctx: AppContext,
  caller: CallerContext,
  input: { currentPassword: string; password: string },
): Promise<void> {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw unauthenticated();
  if (ctx.config.oidc.kind !== 'builtin' || !user.passwordHash || user.externalSubject)
    throw invalid(EXTERNAL_PASSWORD_MESSAGE);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash)))
    throw invalidField('currentPassword', WRONG_CURRENT_PASSWORD_MESSAGE);
  await setPassword(ctx, user.id, input.password);
}
