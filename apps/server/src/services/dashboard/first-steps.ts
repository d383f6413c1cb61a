import { ne } from 'drizzle-orm';
import type { FirstSteps } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { clients, documents, mappings } from '../../db/schema/index.ts';
import { callerEmail } from '../clients/caller-email.ts';

/**
 * GetFirstSteps: whether the caller's company has a client (other than the user's own record, which the
 * clients list hides too), a mapping and a document. Three indexed existence checks (company_id leads each index).
 */
export async function firstSteps(ctx: AppContext, caller: CallerContext): Promise<FirstSteps> {
  const own = await callerEmail(ctx.db, caller);
  const [client, mapping, document] = await Promise.all([
    ctx.db
      .select({ id: clients.id })
      .from(clients)
      .where(inCompany(clients, caller, ne(clients.email, own)))
      .limit(1),
    ctx.db.select({ id: mappings.id }).from(mappings).where(inCompany(mappings, caller)).limit(1),
    ctx.db.select({ id: documents.id }).from(documents).where(inCompany(documents, caller)).limit(1),
  ]);
  return { hasClient: client.length > 0, hasMapping: mapping.length > 0, hasDocument: document.length > 0 };
}
