import { INTEGRATION_MSG, type AccountingCredentials, type AccountingOption } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import type { AccountingAdapter } from '../../connectors/oauth/accounting-adapter.ts';
import { invalidField, upstreamFailed } from '../../lib/errors/domain-error.ts';
import { ACCOUNTING_ADAPTERS } from '../../domain/integrations/accounting-adapters.ts';
import { freshAccessToken } from '../../domain/integrations/fresh-access-token.ts';
import { requireConnection } from './integration-mapping.ts';

type List = 'customers' | 'taxTypes' | 'accounts';

/**
 * GetAccountingCustomers, GetTaxType and GetAccountingtypes (step 4): the connected organisation's
 * contacts (Xero) or vendors (QuickBooks), tax rates or codes, and expense accounts, as {code, value}.
 */
export async function listAccountingOptions(
  ctx: AppContext,
  caller: CallerContext,
  input: Pick<AccountingCredentials, 'email' | 'configName' | 'serviceCode'> & { accountId?: string },
  list: List,
): Promise<AccountingOption[]> {
  const adapter: AccountingAdapter = ACCOUNTING_ADAPTERS[input.serviceCode];
  const row = await requireConnection(ctx.db, caller, input.email, input.configName, input.serviceCode);
  if (input.accountId !== undefined && input.accountId !== row.clientId)
    throw invalidField('accountId', INTEGRATION_MSG.invalidCredentials);
  if (row.status === 'setup') throw invalidField('serviceCode', INTEGRATION_MSG.notConnected);
  const access = await freshAccessToken(ctx, row);
  if (!access.ok) throw access.disconnected ? invalidField('serviceCode', access.error) : upstreamFailed(access.error);
  let r = await adapter[list](ctx.config, access.accessToken, row.tenantId ?? '');
  if (!r.ok && r.unauthorized) {
    const again = await freshAccessToken(ctx, access.connection, { force: true });
    if (!again.ok) throw invalidField('serviceCode', again.error);
    r = await adapter[list](ctx.config, again.accessToken, row.tenantId ?? '');
  }
  if (!r.ok) throw upstreamFailed(`${INTEGRATION_MSG.failed} ${r.message}`);
  return r.value.sort((a, b) => a.value.localeCompare(b.value));
}
