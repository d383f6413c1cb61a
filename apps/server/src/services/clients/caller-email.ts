import { eq } from 'drizzle-orm';
import type { CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';

/** The signed-in user's e-mail, lower-cased (their own client record is hidden and cannot be deleted). */
export async function callerEmail(db: Db, caller: Pick<CallerContext, 'userId'>): Promise<string> {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, caller.userId));
  return (u?.email ?? '').trim().toLowerCase();
}
