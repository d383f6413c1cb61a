import { z } from 'zod';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../app-context.ts';
import { authenticatePassword } from '../../services/identity/authenticate-password.ts';
import { finishInteraction, interactionRateLimit, loadInteraction, sendHtml } from './interaction-context.ts';
import { INVALID_LOGIN_MESSAGE, renderLoginPage } from './pages/interaction-pages.ts';

const params = z.object({ uid: z.string().min(1).max(100) });
const body = z.object({ email: z.string().max(320).default(''), password: z.string().max(1024).default('') });

/** POST /oidc/interaction/:uid/login (form): e-mail and password; never says which of the two was wrong. */
export function interactionLoginRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    '/oidc/interaction/:uid/login',
    { config: { access: 'public', rateLimit: interactionRateLimit(ctx) }, schema: { params, body } },
    async (request, reply) => {
      const found = await loadInteraction(ctx, request, reply, request.params.uid);
      if (!found) return reply;
      const { email, password } = request.body;
      const user = email && password ? await authenticatePassword(ctx.db, email, password) : null;
      if (!user) return sendHtml(reply, renderLoginPage({ uid: found.details.uid, email, error: INVALID_LOGIN_MESSAGE }), 400);
      return finishInteraction(found.provider, request, reply, found.details, user.id);
    },
  );
}
