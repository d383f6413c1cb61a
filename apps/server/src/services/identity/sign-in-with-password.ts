import type { Db } from '../../db/database.ts';
import { authenticatePassword } from './authenticate-password.ts';
import type { UserRow } from './find-user.ts';
import { clearSignInFailures, recordSignInFailure, signInLockedFor } from './sign-in-back-off.ts';

export type SignInOutcome =
  | { kind: 'signed-in'; user: UserRow }
  | { kind: 'invalid' }
  /** `wrongPassword`: this attempt was checked and failed (and started the lock); else it was refused unchecked */
  | { kind: 'locked'; retryAfterSeconds: number; wrongPassword: boolean };

/** The built-in provider's sign-in: the per-account back-off around the password check. */
export async function signInWithPassword(db: Db, email: string, password: string): Promise<SignInOutcome> {
  const locked = await signInLockedFor(db, email);
  if (locked > 0) return { kind: 'locked', retryAfterSeconds: locked, wrongPassword: false };
  const user = await authenticatePassword(db, email, password);
  if (!user) {
    const lock = await recordSignInFailure(db, email);
    return lock > 0 ? { kind: 'locked', retryAfterSeconds: lock, wrongPassword: true } : { kind: 'invalid' };
  }
  await clearSignInFailures(db, email);
  return { kind: 'signed-in', user };
}
