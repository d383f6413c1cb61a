import { z } from 'zod';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { BUILTIN_WEB_CLIENT_ID } from '../../services/identity/oidc-client-settings.ts';
import { loadInteraction, sendHtml } from './interaction-context.ts';
import { renderLoginPage, renderSignupPage } from './pages/interaction-pages.ts';
import { renderPage } from './pages/page-layout.ts';
import { signedOutNotice } from './signed-out-notice.ts';

const params = z.object({ uid: z.string().min(1).max(100) });

/**
 * GET /oidc/interaction/:uid: the page the provider sends the browser to. The login page, or the
 * sign-up page for `prompt=create`; /login and /signup switch between them. A consent prompt
 * (not expected: our web app's grant is implied) is settled at once for our own client.
 */
export function interactionShowRoute(app: AppInstance, ctx: AppContext) {
  app.get('/oidc/interaction/:uid', { config: { access: 'public' }, schema: { params } }, async (request, reply) => {
    const found = await loadInteraction(ctx, request, reply, request.params.uid);
    if (!found) return reply;
    const { provider, details } = found;
    if (details.prompt.name === 'create') return sendHtml(reply, renderSignupPage({ uid: details.uid }));
    if (details.prompt.name === 'login')
      return sendHtml(reply, renderLoginPage({ uid: details.uid, notice: signedOutNotice(details) }));
    if (
      details.prompt.name === 'consent' &&
      details.params.client_id === BUILTIN_WEB_CLIENT_ID &&
      details.session?.accountId
    ) {
      const grant = details.grantId
        ? (await provider.Grant.find(details.grantId))!
        : new provider.Grant({ accountId: details.session.accountId, clientId: BUILTIN_WEB_CLIENT_ID });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return reply.redirect(returnTo, 303);
    }
    return sendHtml(
      reply,
      renderPage({ title: 'Sign-in problem', body: '<h1>This sign-in request cannot be completed here.</h1>' }),
      400,
    );
  });

  app.get(
    '/oidc/interaction/:uid/login',
    { config: { access: 'public' }, schema: { params } },
    async (request, reply) => {
      const found = await loadInteraction(ctx, request, reply, request.params.uid);
      return found
        ? sendHtml(reply, renderLoginPage({ uid: found.details.uid, notice: signedOutNotice(found.details) }))
        : reply;
    },
  );

  app.get(
    '/oidc/interaction/:uid/signup',
    { config: { access: 'public' }, schema: { params } },
    async (request, reply) => {
      const found = await loadInteraction(ctx, request, reply, request.params.uid);
      return found ? sendHtml(reply, renderSignupPage({ uid: found.details.uid })) : reply;
    },
  );
}
