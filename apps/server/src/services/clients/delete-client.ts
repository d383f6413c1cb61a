import { eq } from 'drizzle-orm';
import { CLIENT_MSG } from '@paperbridge/contracts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import type { Db } from '../../db/database.ts';
import { clients, mappings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';
import { ruleError } from '../mappings/rule-error.ts';
import { callerEmail } from './caller-email.ts';
import { findClientById } from './find-client.ts';

/** DeleteUserById: not the signed-in user's own record, not a client that still has mappings. */
export async function deleteClient(db: Db, caller: CallerContext, clientId: string): Promise<void> {
  const client = await findClientById(db, caller, clientId);
  if (!client) throw notFound(CLIENT_MSG.notFound);
  if (client.email === (await callerEmail(db, caller))) throw ruleError('userId', CLIENT_MSG.cannotDeleteSelf);
  const [used] = await db
    .select({ id: mappings.id })
    .from(mappings)
    .where(inCompany(mappings, caller, eq(mappings.clientId, client.id)))
    .limit(1);
  if (used) throw ruleError('userId', CLIENT_MSG.hasMappings, 'conflict');
  await db.delete(clients).where(inCompany(clients, caller, eq(clients.id, client.id)));
}
