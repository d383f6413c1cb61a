import type { AppContext } from '../../../context/app-context.ts';
import { findUserById } from '../find-user.ts';
import { setPassword } from '../set-password.ts';
import { passwordFingerprint, readResetToken } from './password-reset-token.ts';

/**
 * The account a reset link is for, while the link is valid: signed by us, not expired, and made for the
 * password hash the account still has (a reset changes the hash, so a used link finds no match).
 */
export async function userForResetToken(ctx: AppContext, token: string) {
  const claims = readResetToken(ctx.config.appSecret, token);
  if (!claims) return null;
  const user = await findUserById(ctx.db, claims.userId);
  if (!user?.passwordHash || user.externalSubject) return null;
  return passwordFingerprint(ctx.config.appSecret, user.passwordHash) === claims.fingerprint ? user : null;
}

/** Sets the new password (policy checked by the caller) and ends every session; false when the link is not valid. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<boolean> {
  const user = await userForResetToken(ctx, token);
  if (!user?.passwordHash) return false;
  return setPassword(ctx, user.id, password, { replacing: user.passwordHash });
}
