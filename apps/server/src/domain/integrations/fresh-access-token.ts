import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { integrationConnections } from '../../db/schema/index.ts';
import { refreshAccessToken } from '../../connectors/oauth/oauth2-token.client.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { ACCOUNTING_ADAPTERS } from './accounting-adapters.ts';
import { openIntegrationSecret, sealIntegrationSecret } from './integration-secrets.ts';

export type ConnectionRow = typeof integrationConnections.$inferSelect;

/** An access token this close to its expiry is refreshed first, so a call never starts with a token about to die. */
export const REFRESH_MARGIN_MS = 2 * 60_000;

export type AccessOutcome =
  | { ok: true; accessToken: string; connection: ConnectionRow }
  | { ok: false; retry: boolean; disconnected: boolean; error: string };

export const INTEGRATION_DISCONNECTED_HEADER = 'Integration disconnected';

/**
 * The grant is gone (revoked by the user at Xero or Intuit, expired after months unused, or the
 * client secret changed): the integration is marked disconnected with the reason, its tokens are
 * dropped and the company is told to connect again. Deliveries to it then fail with that reason.
 */
export async function markDisconnected(ctx: AppContext, c: ConnectionRow, reason: string): Promise<string> {
  const name = ACCOUNTING_ADAPTERS[c.serviceCode].name;
  const error = `The ${name} connection was revoked or has expired (${reason}). Connect ${name} again on Manage Integrations.`;
  const [changed] = await ctx.db
    .update(integrationConnections)
    .set({
      status: 'disconnected',
      lastError: error,
      accessToken: null,
      refreshToken: null,
      accessExpiresAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(integrationConnections.id, c.id), eq(integrationConnections.status, 'connected')))
    .returning({ id: integrationConnections.id });
  // told once, by whichever delivery noticed first
  if (changed)
    await createNotification(
      ctx.db,
      { companyId: c.companyId },
      { header: INTEGRATION_DISCONNECTED_HEADER, message: [error] },
    );
  return error;
}

/**
/**
 * Refreshes in this process, by integration and the refresh token they spend. A refresh token is used once (both
 * providers rotate it), so every delivery holding the same one shares that refresh: those that ask while it runs,
 * and for a while after a success those that read the connection just before the new tokens were stored (on
 * PostgreSQL such a read can finish after the refresh has).
 */
const refreshing = new Map<string, Promise<AccessOutcome>>();
/** how long a successful refresh stays shared after it ended (its access token lives about 30 minutes) */
const SHARED_AFTER_MS = 60_000;

/** how long a refused refresh waits for another process's rotation to be stored before believing the refusal */
export const ROTATION_SETTLE_MS = 1000;

/**
 * A usable access token: the stored one while it has more than the margin left, else a refreshed
 * one (`force` after the API refused the stored one). Both providers rotate the refresh token and
 * refuse the old one, so refreshes must not race: in one process they share one call; across
 * processes no lock is held over the call to the provider (the embedded database has one
 * connection), the new tokens are stored only if the refresh token is still the one used, and a
 * refusal is checked against a rotation another worker stored meanwhile before it counts.
 */
export async function freshAccessToken(
  ctx: AppContext,
  connection: ConnectionRow,
  opts: { force?: boolean } = {},
): Promise<AccessOutcome> {
  const c = connection;
  const name = ACCOUNTING_ADAPTERS[c.serviceCode].name;
  if (c.status !== 'connected' || !c.accessToken || !c.refreshToken) {
    return {
      ok: false,
      retry: false,
      disconnected: true,
      error: c.lastError ?? `${name} is not connected for this mapping. Connect it on Manage Integrations.`,
    };
  }
  if (!opts.force && c.accessExpiresAt && c.accessExpiresAt.getTime() - REFRESH_MARGIN_MS > Date.now()) {
    return {
      ok: true,
      accessToken: openIntegrationSecret(ctx.config, c.id, 'access-token', c.accessToken),
      connection: c,
    };
  }
  const key = `${c.id}:${c.refreshToken}`;
  const shared = refreshing.get(key);
  if (shared) return shared;
  const run = refresh(ctx, c, c.refreshToken);
  refreshing.set(key, run);
  // a failure is not kept: the next try (a retry later, another delivery) asks the provider again
  void run.then(
    (out) => (out.ok ? setTimeout(() => refreshing.delete(key), SHARED_AFTER_MS).unref() : refreshing.delete(key)),
    () => refreshing.delete(key),
  );
  return run;
}

async function refresh(ctx: AppContext, c: ConnectionRow, sealedRefreshToken: string): Promise<AccessOutcome> {
  const name = ACCOUNTING_ADAPTERS[c.serviceCode].name;
  const out = await refreshAccessToken(
    {
      tokenUrl: ACCOUNTING_ADAPTERS[c.serviceCode].tokenUrl(ctx.config),
      clientId: c.clientId,
      clientSecret: openIntegrationSecret(ctx.config, c.id, 'client-secret', c.clientSecret),
    },
    openIntegrationSecret(ctx.config, c.id, 'refresh-token', sealedRefreshToken),
  );
  if (!out.ok) {
    if (out.kind === 'unavailable')
      return {
        ok: false,
        retry: true,
        disconnected: false,
        error: `${name} could not renew its access: ${out.message}`,
      };
    for (const wait of [0, ROTATION_SETTLE_MS]) {
      if (wait) await new Promise((r) => setTimeout(r, wait));
      const [now] = await ctx.db.select().from(integrationConnections).where(eq(integrationConnections.id, c.id));
      if (now && now.status === 'connected' && now.refreshToken && now.refreshToken !== sealedRefreshToken)
        return freshAccessToken(ctx, now);
    }
    return { ok: false, retry: false, disconnected: true, error: await markDisconnected(ctx, c, out.message) };
  }
  const sealed = {
    accessToken: sealIntegrationSecret(ctx.config, c.id, 'access-token', out.tokens.accessToken),
    refreshToken: sealIntegrationSecret(ctx.config, c.id, 'refresh-token', out.tokens.refreshToken),
  };
  const [stored] = await ctx.db
    .update(integrationConnections)
    .set({ ...sealed, accessExpiresAt: out.tokens.expiresAt, lastError: null, updatedAt: new Date() })
    .where(and(eq(integrationConnections.id, c.id), eq(integrationConnections.refreshToken, sealedRefreshToken)))
    .returning();
  return { ok: true, accessToken: out.tokens.accessToken, connection: stored ?? c };
}
