import { eq } from 'drizzle-orm';
import { CLIENT_MSG, type ClientRow, type UpdateClientBody } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';
import { ruleError } from '../mappings/rule-error.ts';
import { clientRowOf } from './client-row.ts';
import { findClientByEmail, findClientById } from './find-client.ts';
import { isUniqueViolation } from './unique-violation.ts';

/** UpdateUser: found by coId, else by its current e-mail; newemail (when sent) replaces the e-mail. */
export async function updateClient(db: Db, caller: CallerContext, body: UpdateClientBody): Promise<ClientRow> {
  const current = body.coId
    ? await findClientById(db, caller, body.coId)
    : await findClientByEmail(db, caller, body.email);
  if (!current) throw notFound(CLIENT_MSG.notFound);
  const email = body.newemail ?? (body.coId ? body.email : current.email);
  try {
    const [row] = await db
      .update(clients)
      .set({ companyName: body.companyname, contactName: body.contectname, email, updatedAt: new Date() })
      .where(inCompany(clients, caller, eq(clients.id, current.id)))
      .returning();
    return clientRowOf(row!);
  } catch (e) {
    if (isUniqueViolation(e)) throw ruleError(body.newemail ? 'newemail' : 'email', CLIENT_MSG.emailInUse, 'conflict');
    throw e;
  }
}
