import { and, eq } from 'drizzle-orm';
import { INTEGRATION_MSG, type AccountingOption, type Integration, type SetOrganisation } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { integrationConnections } from '../../db/schema/index.ts';
import { invalidField, upstreamFailed } from '../../lib/errors/domain-error.ts';
import { ACCOUNTING_ADAPTERS, type ServiceCode } from '../../domain/integrations/accounting-adapters.ts';
import { freshAccessToken } from '../../domain/integrations/fresh-access-token.ts';
import { findIntegrationMapping, requireConnection } from './integration-mapping.ts';
import { integrationView } from './integration-view.ts';

async function reachable(
  ctx: AppContext,
  caller: CallerContext,
  input: { email: string; configName: string; serviceCode: ServiceCode },
) {
  const row = await requireConnection(ctx.db, caller, input.email, input.configName, input.serviceCode);
  if (row.status === 'setup') throw invalidField('serviceCode', INTEGRATION_MSG.notConnected);
  const access = await freshAccessToken(ctx, row);
  if (!access.ok) throw access.disconnected ? invalidField('serviceCode', access.error) : upstreamFailed(access.error);
  const r = await ACCOUNTING_ADAPTERS[input.serviceCode].organisations(ctx.config, access.accessToken, {
    tenantId: row.tenantId ?? '',
    tenantName: row.tenantName ?? '',
  });
  if (!r.ok) throw upstreamFailed(`${INTEGRATION_MSG.failed} ${r.message}`);
  return { row: access.connection, organisations: r.value };
}

/**
 * GetOrganisations (beyond the spec): the organisations the grant reaches, as {code, value}. Xero's
 * consent screen lets a user tick several; the first is used until the user picks another here.
 */
export async function listOrganisations(
  ctx: AppContext,
  caller: CallerContext,
  input: { email: string; configName: string; serviceCode: ServiceCode },
): Promise<AccountingOption[]> {
  const { organisations } = await reachable(ctx, caller, input);
  return organisations.map((o) => ({ code: o.tenantId, value: o.tenantName }));
}

/**
 * SetOrganisation (beyond the spec): bills of this mapping go to another organisation of the same
 * grant. Its contact, account and tax type belonged to the old organisation and are cleared, so
 * nothing is posted until the user chose them again for the new one.
 */
export async function chooseOrganisation(
  ctx: AppContext,
  caller: CallerContext,
  input: SetOrganisation,
): Promise<Integration> {
  const { row, organisations } = await reachable(ctx, caller, input);
  const chosen = organisations.find((o) => o.tenantId === input.tenantId);
  if (!chosen)
    throw invalidField(
      'tenantId',
      'The connection does not reach that organisation. Connect again and tick it on the consent screen.',
    );
  const changed = chosen.tenantId !== row.tenantId;
  const [updated] = await ctx.db
    .update(integrationConnections)
    .set({
      tenantId: chosen.tenantId,
      tenantName: chosen.tenantName,
      ...(changed ? { contactRef: null, accountCode: null, taxType: null, paymentAccountId: null } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(integrationConnections.id, row.id), eq(integrationConnections.companyId, caller.companyId)))
    .returning();
  const { mapping, client } = await findIntegrationMapping(ctx.db, caller, input.email, input.configName);
  return integrationView(updated!, mapping, client.companyName);
}
