import type { Db } from '../../db/database.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { inCompany } from '../../db/company-scope.ts';
import { users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { forbidden } from '../../lib/errors/domain-error.ts';

export const EMAIL_NOT_VERIFIED =
  'Your e-mail address is not verified yet. Please open the activation link we sent you (or request a new one) before registering your company.';

/** Only verified e-mails reach the company form (spec 002 §6). */
export async function requireVerifiedEmail(db: Db, caller: CallerContext): Promise<void> {
  const [user] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(inCompany(users, caller, eq(users.id, caller.userId)))
    .limit(1);
  if (!user?.emailVerified) throw forbidden(EMAIL_NOT_VERIFIED);
}
