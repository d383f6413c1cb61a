import type { Db } from '../../db/database.ts';
import { burnPasswordCheck, verifyPassword } from './password-hash.ts';
import { findUserByEmail, type UserRow } from './find-user.ts';

/** The built-in provider's login check: the user when e-mail and password match, else null (never which one failed). */
export async function authenticatePassword(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    await burnPasswordCheck(password);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}
