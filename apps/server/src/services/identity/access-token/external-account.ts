import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { users } from '../../../db/schema/index.ts';
import { unauthenticated } from '../../../lib/errors/domain-error.ts';
import { createAccount } from '../create-account.ts';
import { findUserByEmail, type UserRow } from '../find-user.ts';
import type { ExternalIdentity } from './external-userinfo.ts';

/**
 * The user behind an external identity, `iss|sub`: found, linked by a verified e-mail, or created
 * (with a new company) on first sight. The provider's e-mail verification is copied on each sign-in.
 */
export async function findOrCreateExternalUser(
  db: Db,
  identity: ExternalIdentity & { email: string },
): Promise<UserRow> {
  const subject = `${identity.issuer}|${identity.sub}`;
  const [bySubject] = await db.select().from(users).where(eq(users.externalSubject, subject)).limit(1);
  let user = bySubject ?? (await findUserByEmail(db, identity.email));
  if (user && user.externalSubject !== subject) {
    if (user.externalSubject || !identity.emailVerified)
      throw unauthenticated('This e-mail address belongs to another account.');
  }
  if (!user) {
    await createAccount(db, { email: identity.email, externalSubject: subject, emailVerified: identity.emailVerified });
    user = (await findUserByEmail(db, identity.email))!;
  }
  if (user.externalSubject !== subject || (identity.emailVerified && !user.emailVerified)) {
    const emailVerified = user.emailVerified || identity.emailVerified;
    await db.update(users).set({ externalSubject: subject, emailVerified }).where(eq(users.id, user.id));
    user = { ...user, externalSubject: subject, emailVerified };
  }
  return user;
}
