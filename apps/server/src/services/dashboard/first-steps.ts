import type { FirstSteps } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { documents, mappings } from '../../db/schema/index.ts';
import { hasClient } from '../clients/has-client.ts';

/**
 * GetFirstSteps: whether the caller's company has a client (other than the user's own record, which the
 * clients list hides too), a mapping and a document. Three indexed existence checks (company_id leads each index).
 */
export async function firstSteps(ctx: AppContext, caller: CallerContext): Promise<FirstSteps> {
  const [client, mapping, document] = await Promise.all([
    hasClient(ctx.db, caller),
    ctx.db.select({ id: mappings.id }).from(mappings).where(inCompany(mappings, caller)).limit(1),
    ctx.db.select({ id: documents.id }).from(documents).where(inCompany(documents, caller)).limit(1),
  ]);
  return { hasClient: client, hasMapping: mapping.length > 0, hasDocument: document.length > 0 };
}
