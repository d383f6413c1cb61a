import { CLIENT_MSG, type ClientRow, type CreateClientBody } from '@paperbridge/contracts';
import type { CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import { ruleError } from '../mappings/rule-error.ts';
import { clientRowOf } from './client-row.ts';
import { isUniqueViolation } from './unique-violation.ts';

/** CreateUser: a new client of the caller's company; an e-mail already used by one of its clients is refused. */
export async function createClient(db: Db, caller: CallerContext, body: CreateClientBody): Promise<ClientRow> {
  try {
    const [row] = await db
      .insert(clients)
      .values({
        companyId: caller.companyId,
        companyName: body.companyname,
        contactName: body.contectname,
        email: body.email,
      })
      .returning();
    return clientRowOf(row!);
  } catch (e) {
    if (isUniqueViolation(e)) throw ruleError('email', CLIENT_MSG.emailInUse, 'conflict');
    throw e;
  }
}
