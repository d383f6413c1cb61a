import { and, eq } from 'drizzle-orm';
import { INTEGRATION_MSG, type AccountingCredentials, type Integration } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { clients, integrationConnections, mappings } from '../../db/schema/index.ts';
import { authorizationUrl, exchangeAuthorizationCode } from '../../connectors/oauth/oauth2-token.client.ts';
import { invalid, invalidField, upstreamFailed } from '../../lib/errors/domain-error.ts';
import { ACCOUNTING_ADAPTERS } from '../../domain/integrations/accounting-adapters.ts';
import { findConnection, findIntegrationMapping } from './integration-mapping.ts';
import { openIntegrationSecret, sealIntegrationSecret } from '../../domain/integrations/integration-secrets.ts';
import { integrationView } from './integration-view.ts';
import { makeOAuthState, readOAuthState } from './oauth-state.ts';

/**
 * GetXeroAuthUrl / GetQuickBookAuthUrl (spec 002 §4 Integration setup, steps 1-2): keeps the client
 * id and the sealed secret on the mapping's integration and answers the provider's consent URL with
 * a signed state. A new client id starts over (its tokens belong to another app); an empty secret
 * keeps the one saved for the same client id.
 */
export async function startAuthorization(
  ctx: AppContext,
  caller: CallerContext,
  input: AccountingCredentials,
): Promise<string> {
  const adapter = ACCOUNTING_ADAPTERS[input.serviceCode];
  const { mapping } = await findIntegrationMapping(ctx.db, caller, input.email, input.configName);
  if (mapping.endpoints.integrationType !== input.serviceCode)
    throw invalidField('serviceCode', INTEGRATION_MSG.notConfigured);
  let row = await findConnection(ctx.db, caller, mapping.id, input.serviceCode);
  const sameClient = row?.clientId === input.accountId;
  if (!input.password && !sameClient) throw invalidField('password', INTEGRATION_MSG.clientSecretRequired);
  row ??= (
    await ctx.db
      .insert(integrationConnections)
      .values({
        companyId: caller.companyId,
        mappingId: mapping.id,
        serviceCode: input.serviceCode,
        clientId: input.accountId,
        clientSecret: '',
      })
      .returning()
  )[0]!;
  const id = row.id;
  const { state, nonce } = makeOAuthState(ctx.config.appSecret, caller.companyId, id);
  const reset = sameClient
    ? {}
    : {
        status: 'setup' as const,
        accessToken: null,
        refreshToken: null,
        accessExpiresAt: null,
        tenantId: null,
        tenantName: null,
        contactRef: null,
        taxType: null,
        accountCode: null,
        paymentAccountId: null,
        connectedAt: null,
      };
  await ctx.db
    .update(integrationConnections)
    .set({
      ...reset,
      clientId: input.accountId,
      ...(input.password
        ? { clientSecret: sealIntegrationSecret(ctx.config, id, 'client-secret', input.password) }
        : {}),
      stateNonce: nonce,
      updatedAt: new Date(),
    })
    .where(inCompany(integrationConnections, caller, eq(integrationConnections.id, id)));
  return authorizationUrl(adapter.authorizeUrl(ctx.config), {
    clientId: input.accountId,
    redirectUri: ctx.config.integrations.redirectUrl,
    scope: adapter.scope,
    state,
  });
}

/**
 * GetXeroCallBack / GetQuickBookCallBack (step 3): the state must be this company's, unexpired and
 * not used; the code is exchanged for tokens (sealed at rest), the organisation is read (Xero's
 * tenant from GET /connections, QuickBooks' realmId) and the integration is connected.
 */
export async function completeAuthorization(
  ctx: AppContext,
  caller: CallerContext,
  serviceCode: 'XERO' | 'QUICKBOOK',
  input: { code: string; state: string; realmId?: string },
): Promise<Integration> {
  const adapter = ACCOUNTING_ADAPTERS[serviceCode];
  const state = readOAuthState(ctx.config.appSecret, input.state);
  if (!state || state.companyId !== caller.companyId) throw invalidField('state', INTEGRATION_MSG.badState);
  const [found] = await ctx.db
    .select({ row: integrationConnections, mapping: mappings, supplier: clients.companyName })
    .from(integrationConnections)
    .innerJoin(mappings, eq(mappings.id, integrationConnections.mappingId))
    .innerJoin(clients, eq(clients.id, mappings.clientId))
    .where(
      inCompany(
        integrationConnections,
        caller,
        eq(integrationConnections.id, state.connectionId),
        eq(integrationConnections.serviceCode, serviceCode),
      ),
    );
  if (!found || found.row.stateNonce !== state.nonce) throw invalidField('state', INTEGRATION_MSG.badState);
  const { row } = found;
  // the state works once, whatever the provider answers
  await ctx.db
    .update(integrationConnections)
    .set({ stateNonce: null })
    .where(and(eq(integrationConnections.id, row.id), eq(integrationConnections.stateNonce, state.nonce)));

  const tokens = await exchangeAuthorizationCode(
    {
      tokenUrl: adapter.tokenUrl(ctx.config),
      clientId: row.clientId,
      clientSecret: openIntegrationSecret(ctx.config, row.id, 'client-secret', row.clientSecret),
    },
    input.code,
    ctx.config.integrations.redirectUrl,
  );
  if (!tokens.ok) {
    if (tokens.kind === 'invalid_client') throw invalidField('accountId', INTEGRATION_MSG.invalidCredentials);
    if (tokens.kind === 'invalid_grant') throw invalidField('code', INTEGRATION_MSG.badState);
    throw upstreamFailed(`${INTEGRATION_MSG.failed} ${tokens.message}`);
  }
  const org = await adapter.organisation(ctx.config, tokens.tokens.accessToken, input.realmId ?? null);
  if (!org.ok) throw invalid(`${INTEGRATION_MSG.failed} ${org.message}`);
  const [saved] = await ctx.db
    .update(integrationConnections)
    .set({
      status: 'connected',
      accessToken: sealIntegrationSecret(ctx.config, row.id, 'access-token', tokens.tokens.accessToken),
      refreshToken: sealIntegrationSecret(ctx.config, row.id, 'refresh-token', tokens.tokens.refreshToken),
      accessExpiresAt: tokens.tokens.expiresAt,
      tenantId: org.value.tenantId,
      tenantName: org.value.tenantName,
      lastError: null,
      connectedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(integrationConnections.id, row.id))
    .returning();
  return integrationView(saved!, found.mapping, found.supplier);
}
