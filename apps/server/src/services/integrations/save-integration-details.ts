import { eq } from 'drizzle-orm';
import { INTEGRATION_MSG, type Integration, type SetAccountingDetails } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { integrationConnections } from '../../db/schema/index.ts';
import { invalidField } from '../../lib/errors/domain-error.ts';
import { findConnection, findIntegrationMapping } from './integration-mapping.ts';
import { integrationView } from './integration-view.ts';

/**
 * SetXeroDetails / SetQuickBookDetail (step 5, Connect submits): the contact or vendor, tax type and
 * account the mapping's bills go to. The integration must be connected with the same client id.
 */
export async function saveIntegrationDetails(
  ctx: AppContext,
  caller: CallerContext,
  input: SetAccountingDetails,
): Promise<Integration> {
  const { mapping, client } = await findIntegrationMapping(ctx.db, caller, input.email, input.configurationName);
  const row = await findConnection(ctx.db, caller, mapping.id, input.serviceCode);
  if (!row) throw invalidField('serviceCode', INTEGRATION_MSG.notConnected);
  if (row.clientId !== input.accountId) throw invalidField('accountId', INTEGRATION_MSG.invalidCredentials);
  if (row.status !== 'connected') throw invalidField('serviceCode', row.lastError ?? INTEGRATION_MSG.notConnected);
  const [saved] = await ctx.db
    .update(integrationConnections)
    .set({
      contactRef: input.contectRef,
      taxType: input.taxType || null,
      accountCode: input.invoiceType,
      updatedAt: new Date(),
    })
    .where(inCompany(integrationConnections, caller, eq(integrationConnections.id, row.id)))
    .returning();
  return integrationView(saved!, mapping, client.companyName);
}
