import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppContext } from '../../context/app-context.ts';
import { getOidcProvider } from '../../services/identity/oidc/oidc-provider-registry.ts';
import { renderInteractionExpiredPage } from './pages/interaction-pages.ts';

export type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Login and sign-up posts are limited per client address; raising RATE_LIMIT_PER_MINUTE raises these too. */
export function interactionRateLimit(ctx: AppContext) {
  return { max: Math.max(10, Math.floor(ctx.config.rateLimitPerMinute / 60)), timeWindow: '1 minute' };
}

export function sendHtml(reply: FastifyReply, html: string, status = 200) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/**
 * The interaction behind `/oidc/interaction/:uid`, read from the provider's interaction cookie
 * (signed, SameSite=Lax, scoped to this path): a cross-site form post carries no cookie and finds
 * nothing, which is what makes these forms CSRF-safe. Null (after answering) when it is gone.
 */
export async function loadInteraction(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, uid: string) {
  const provider = await getOidcProvider(ctx);
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.uid === uid) return { provider, details };
  } catch {
    // SessionNotFound: no or expired interaction cookie
  }
  await sendHtml(reply, renderInteractionExpiredPage(`${ctx.config.publicUrl}/`), 400);
  return null;
}

/** Ends the interaction: the browser goes back to the provider, which issues the code to the app. */
export async function finishInteraction(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  details: InteractionDetails,
  accountId: string,
) {
  // a sign-up (prompt=create) or a sign-in from there both settle the `create` prompt
  const result = { login: { accountId }, ...(details.prompt.name === 'create' ? { create: {} } : {}) };
  const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
  return reply.redirect(returnTo, 303);
}
