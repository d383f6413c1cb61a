import { ne } from 'drizzle-orm';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import { callerEmail } from './caller-email.ts';

/**
 * Whether the company has a client other than the user's own record (which the clients list hides too): the first
 * step on the dashboard, and CheckFirstLogin's isSupplier, which sends a company without one to Manage Clients.
 */
export async function hasClient(db: Db, caller: Pick<CallerContext, 'companyId' | 'userId'>): Promise<boolean> {
  const own = await callerEmail(db, caller);
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(inCompany(clients, caller, ne(clients.email, own)))
    .limit(1);
  return client !== undefined;
}
