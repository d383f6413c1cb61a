import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { burnPasswordCheck, hashPassword, passwordNeedsRehash, verifyPassword } from './password-hash.ts';
import { findUserByEmail, type UserRow } from './find-user.ts';

/**
 * The built-in provider's login check: the user when e-mail and password match, else null (never which one failed).
 * A stored hash of an older scheme (scrypt) or weaker parameters is replaced by an argon2id hash on success.
 */
export async function authenticatePassword(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    await burnPasswordCheck(password);
    return null;
  }
  if (!(await verifyPassword(password, user.passwordHash))) return null;
  if (passwordNeedsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(password);
    // only if no one changed the password meanwhile
    await db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  }
  return user;
}
