import { eq } from 'drizzle-orm';
import { CLIENT_MSG, type SetIntegrationService } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { clientIntegrationPartners, clients } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';

/**
 * SetIntegrationService (the partner grid's save): the client's checked partners replace the ones
 * saved before, in one transaction. A client of another company is not found.
 */
export async function saveIntegrationPartners(
  ctx: AppContext,
  caller: CallerContext,
  input: SetIntegrationService,
): Promise<void> {
  const [client] = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .where(inCompany(clients, caller, eq(clients.email, input.email.trim().toLowerCase())));
  if (!client) throw notFound(CLIENT_MSG.notFound, [{ field: 'email', message: CLIENT_MSG.notFound }]);
  const checked = [...new Set(input.integrationlist.filter((p) => p.checked).map((p) => p.code))];
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(clientIntegrationPartners)
      .where(inCompany(clientIntegrationPartners, caller, eq(clientIntegrationPartners.clientId, client.id)));
    if (checked.length)
      await tx
        .insert(clientIntegrationPartners)
        .values(checked.map((serviceCode) => ({ companyId: caller.companyId, clientId: client.id, serviceCode })));
  });
}
