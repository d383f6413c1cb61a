import { asc, desc, ne } from 'drizzle-orm';
import type { ClientOption, ClientRow } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import { callerEmail } from './caller-email.ts';
import { clientRowOf } from './client-row.ts';

/** GetAllUsersDetails: the company's clients, newest first, without the signed-in user's own record. */
export async function listClients(db: Db, caller: CallerContext): Promise<ClientRow[]> {
  const own = await callerEmail(db, caller);
  const rows = await db
    .select()
    .from(clients)
    .where(inCompany(clients, caller, ne(clients.email, own)))
    .orderBy(desc(clients.createdAt), asc(clients.companyName));
  return rows.map(clientRowOf);
}

/** GetAllUsers: the client dropdown, code = e-mail, value = company name, alphabetical. */
export async function listClientOptions(db: Db, caller: CallerContext): Promise<ClientOption[]> {
  const rows = await db
    .select({ code: clients.email, value: clients.companyName })
    .from(clients)
    .where(inCompany(clients, caller))
    .orderBy(asc(clients.companyName), asc(clients.email));
  return rows;
}
