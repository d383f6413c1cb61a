import { INTEGRATION_MSG, type AccountingCredentials, type AccountingOption } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { options, type AccountingAdapter } from '../../connectors/oauth/accounting-adapter.ts';
import { paymentAccountOption } from '../../connectors/oauth/accounting-receipt.types.ts';
import type { Config } from '../../config/config.ts';
import type { ApiResult } from '../../connectors/oauth/accounting-api-result.ts';
import { invalidField, upstreamFailed } from '../../lib/errors/domain-error.ts';
import { ACCOUNTING_ADAPTERS } from '../../domain/integrations/accounting-adapters.ts';
import { freshAccessToken } from '../../domain/integrations/fresh-access-token.ts';
import { requireConnection } from './integration-mapping.ts';

type List = 'customers' | 'taxTypes' | 'accounts' | 'paymentAccounts';
type Fetch = (config: Config, accessToken: string, tenantId: string) => Promise<ApiResult<AccountingOption[]>>;

const fetchList = (adapter: AccountingAdapter, list: List): Fetch =>
  list === 'paymentAccounts'
    ? async (c, token, tenantId) => options(await adapter.paymentAccounts(c, token, tenantId), paymentAccountOption)
    : (c, token, tenantId) => adapter[list](c, token, tenantId);

/**
 * GetAccountingCustomers, GetTaxType and GetAccountingtypes (step 4): the connected organisation's
 * contacts (Xero) or vendors (QuickBooks), tax rates or codes, and expense accounts, as {code, value};
 * GetPaymentAccounts (beyond the spec) its bank and credit card accounts, for a receipt mapping.
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
  const read = fetchList(adapter, list);
  let r = await read(ctx.config, access.accessToken, row.tenantId ?? '');
  if (!r.ok && r.unauthorized) {
    const again = await freshAccessToken(ctx, access.connection, { force: true });
    if (!again.ok) throw invalidField('serviceCode', again.error);
    r = await read(ctx.config, again.accessToken, row.tenantId ?? '');
  }
  if (!r.ok) throw upstreamFailed(`${INTEGRATION_MSG.failed} ${r.message}`);
  return r.value.sort((a, b) => a.value.localeCompare(b.value));
}
