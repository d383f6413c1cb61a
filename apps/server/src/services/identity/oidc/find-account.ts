import type { FindAccount } from 'oidc-provider';
import type { Db } from '../../../db/database.ts';
import { findUserById } from '../find-user.ts';

/** The provider's accounts are our `users` rows: `sub` is the user id. */
export function findAccount(db: Db): FindAccount {
  return async (_ctx, sub) => {
    const user = await findUserById(db, sub);
    if (!user) return undefined;
    return {
      accountId: user.id,
      async claims() {
        return { sub: user.id, email: user.email, email_verified: user.emailVerified };
      },
    };
  };
}
