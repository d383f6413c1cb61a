import { z } from 'zod';
import { LIMITS, MSG } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { requestPasswordReset } from '../../services/identity/password-reset/request-password-reset.ts';
import { interactionRateLimit, loadInteraction, sendHtml } from './interaction-context.ts';
import { renderForgotPage, renderForgotSentPage } from './pages/password-reset-pages.ts';

const params = z.object({ uid: z.string().min(1).max(100) });
const body = z.object({ email: z.string().max(1024).default('') });

function emailError(email: string): string | undefined {
  if (!email) return MSG.emailRequired;
  if (email.length > LIMITS.email) return MSG.maxLength('Email address', LIMITS.email);
  return z.email().safeParse(email).success ? undefined : MSG.emailInvalid;
}

/**
 * GET/POST /oidc/interaction/:uid/forgot: the sign-in page's "Forgot your password?". Inside the interaction
 * (its cookie makes the post CSRF-safe, and "Back to sign in" returns to the same sign-in); rate limited like
 * the login. The answer never says whether the address has an account.
 */
export function forgotPasswordRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    '/oidc/interaction/:uid/forgot',
    { config: { access: 'public' }, schema: { params } },
    async (request, reply) => {
      const found = await loadInteraction(ctx, request, reply, request.params.uid);
      return found ? sendHtml(reply, renderForgotPage({ uid: found.details.uid })) : reply;
    },
  );

  app.post(
    '/oidc/interaction/:uid/forgot',
    { config: { access: 'public', rateLimit: interactionRateLimit(ctx) }, schema: { params, body } },
    async (request, reply) => {
      const found = await loadInteraction(ctx, request, reply, request.params.uid);
      if (!found) return reply;
      const email = request.body.email.trim();
      const error = emailError(email);
      if (error)
        return sendHtml(
          reply,
          renderForgotPage({ uid: found.details.uid, email: email.slice(0, LIMITS.email), error }),
          400,
        );
      await requestPasswordReset(ctx, email);
      return sendHtml(reply, renderForgotSentPage(found.details.uid));
    },
  );
}
