import { z } from 'zod';
import { LIMITS, MSG, passwordSchema } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { isDomainError } from '../../lib/errors/domain-error.ts';
import { signUp } from '../../services/identity/sign-up.ts';
import { finishInteraction, interactionRateLimit, loadInteraction, sendHtml } from './interaction-context.ts';
import { renderSignupPage, type SignupErrors } from './pages/interaction-pages.ts';

const params = z.object({ uid: z.string().min(1).max(100) });
const body = z.object({
  email: z.string().max(320).default(''),
  password: z.string().max(1024).default(''),
  confirmPassword: z.string().max(1024).default(''),
});

function validate(input: z.infer<typeof body>): SignupErrors {
  const errors: SignupErrors = {};
  if (!input.email.trim()) errors.email = MSG.emailRequired;
  else if (input.email.trim().length > LIMITS.email) errors.email = MSG.maxLength('Email address', LIMITS.email);
  else if (!z.email().safeParse(input.email.trim()).success) errors.email = MSG.emailInvalid;
  const password = passwordSchema.safeParse(input.password);
  if (!password.success) errors.password = password.error.issues[0]!.message;
  if (!input.confirmPassword) errors.confirmPassword = MSG.confirmRequired;
  else if (input.confirmPassword !== input.password) errors.confirmPassword = MSG.passwordsMustMatch;
  return errors;
}

/**
 * POST /oidc/interaction/:uid/signup (form): creates the company and the user, mails the
 * verification link and signs the person in at once (the app shows "not verified" until the link is used).
 */
export function interactionSignupRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    '/oidc/interaction/:uid/signup',
    { config: { access: 'public', rateLimit: interactionRateLimit(ctx) }, schema: { params, body } },
    async (request, reply) => {
      const found = await loadInteraction(ctx, request, reply, request.params.uid);
      if (!found) return reply;
      const { uid } = found.details;
      const email = request.body.email.trim();
      const errors = validate(request.body);
      if (Object.keys(errors).length) return sendHtml(reply, renderSignupPage({ uid, email, errors }), 400);
      try {
        const { userId } = await signUp(ctx, { email, password: request.body.password });
        return await finishInteraction(found.provider, request, reply, found.details, userId);
      } catch (err) {
        if (isDomainError(err) && err.kind === 'conflict') {
          return sendHtml(reply, renderSignupPage({ uid, email, errors: { email: err.message } }), 409);
        }
        throw err;
      }
    },
  );
}
