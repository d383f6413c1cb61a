import { eq } from 'drizzle-orm';
import { DOC_TYPE, INTEGRATION_MSG, type Integration, type SetAccountingDetails } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { integrationConnections } from '../../db/schema/index.ts';
import { invalidField } from '../../lib/errors/domain-error.ts';
import { findConnection, findIntegrationMapping } from './integration-mapping.ts';
import { integrationView } from './integration-view.ts';
import { listAccountingOptions } from './integration-options.ts';

/**
 * SetXeroDetails / SetQuickBookDetail (step 5, Connect submits): the contact or vendor, tax type and
 * account the mapping's bills go to. The integration must be connected with the same client id. An
 * Expense Receipt mapping may also name the account its receipts are paid from; it must be one of the
 * organisation's bank or card accounts now (other mappings keep none).
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
  const paymentAccount = mapping.docTypeId === DOC_TYPE.expenseReceipt ? input.paymentAccount : '';
  if (paymentAccount) {
    const payable = await listAccountingOptions(
      ctx,
      caller,
      {
        email: input.email,
        configName: input.configurationName,
        serviceCode: input.serviceCode,
      },
      'paymentAccounts',
    );
    if (!payable.some((o) => o.code === paymentAccount))
      throw invalidField('paymentAccount', INTEGRATION_MSG.paymentAccountUnknown);
  }
  const [saved] = await ctx.db
    .update(integrationConnections)
    .set({
      contactRef: input.contectRef,
      taxType: input.taxType || null,
      accountCode: input.invoiceType,
      paymentAccountId: paymentAccount || null,
      updatedAt: new Date(),
    })
    .where(inCompany(integrationConnections, caller, eq(integrationConnections.id, row.id)))
    .returning();
  return integrationView(saved!, mapping, client.companyName);
}
