import { z } from 'zod';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { signInWithPassword } from '../../services/identity/sign-in-with-password.ts';
import { retryAfterText } from '../../services/identity/sign-in-back-off.ts';
import { finishInteraction, interactionRateLimit, loadInteraction, sendHtml } from './interaction-context.ts';
import { INVALID_LOGIN_MESSAGE, LOCKED_LOGIN_MESSAGE, renderLoginPage } from './pages/interaction-pages.ts';

const params = z.object({ uid: z.string().min(1).max(100) });
const body = z.object({ email: z.string().max(320).default(''), password: z.string().max(1024).default('') });

/**
 * POST /oidc/interaction/:uid/login (form): e-mail and password; never says which of the two was wrong.
 * Limited per address (interactionRateLimit) and per account (services/identity/sign-in-back-off.ts).
 */
export function interactionLoginRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    '/oidc/interaction/:uid/login',
    { config: { access: 'public', rateLimit: interactionRateLimit(ctx) }, schema: { params, body } },
    async (request, reply) => {
      const found = await loadInteraction(ctx, request, reply, request.params.uid);
      if (!found) return reply;
      const { email, password } = request.body;
      const uid = found.details.uid;
      if (!email || !password)
        return sendHtml(reply, renderLoginPage({ uid, email, error: INVALID_LOGIN_MESSAGE }), 400);
      const outcome = await signInWithPassword(ctx.db, email, password);
      if (outcome.kind === 'invalid')
        return sendHtml(reply, renderLoginPage({ uid, email, error: INVALID_LOGIN_MESSAGE }), 400);
      if (outcome.kind === 'locked') {
        const locked = LOCKED_LOGIN_MESSAGE(retryAfterText(outcome.retryAfterSeconds));
        const error = outcome.wrongPassword ? `${INVALID_LOGIN_MESSAGE} ${locked}` : locked;
        void reply.header('retry-after', String(outcome.retryAfterSeconds));
        return sendHtml(reply, renderLoginPage({ uid, email, error }), 429);
      }
      return finishInteraction(found.provider, request, reply, found.details, outcome.user.id);
    },
  );
}
