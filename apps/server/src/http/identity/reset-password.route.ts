import { z } from 'zod';
import { MSG, passwordSchema } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { RESET_PATH } from '../../services/identity/password-reset/request-password-reset.ts';
import { resetPassword, userForResetToken } from '../../services/identity/password-reset/reset-password.ts';
import { interactionRateLimit, sendHtml } from './interaction-context.ts';
import {
  renderResetDonePage,
  renderResetInvalidPage,
  renderResetPage,
  type ResetErrors,
} from './pages/password-reset-pages.ts';

const query = z.object({ token: z.string().max(500).default('') });
const body = z.object({
  token: z.string().max(500).default(''),
  password: z.string().max(1024).default(''),
  confirmPassword: z.string().max(1024).default(''),
});

function validate(input: z.infer<typeof body>): ResetErrors {
  const errors: ResetErrors = {};
  const password = passwordSchema.safeParse(input.password);
  if (!password.success) errors.password = password.error.issues[0]!.message;
  if (!input.confirmPassword) errors.confirmPassword = MSG.confirmRequired;
  else if (input.confirmPassword !== input.password) errors.confirmPassword = MSG.passwordsMustMatch;
  return errors;
}

/**
 * GET/POST /oidc/reset-password: the e-mailed link (issue 14 point 7). Not tied to a sign-in in progress:
 * the link may be opened in another browser. The token is the only credential, so no cookie is needed;
 * a used or expired link answers 400 with a page that says so.
 */
export function resetPasswordRoute(app: AppInstance, ctx: AppContext) {
  const signIn = `${ctx.config.publicUrl}/auth/login`;

  app.get(RESET_PATH, { config: { access: 'public' }, schema: { querystring: query } }, async (request, reply) => {
    const { token } = request.query;
    if (!(await userForResetToken(ctx, token))) return sendHtml(reply, renderResetInvalidPage(signIn), 400);
    return sendHtml(reply, renderResetPage({ token }));
  });

  app.post(
    RESET_PATH,
    { config: { access: 'public', rateLimit: interactionRateLimit(ctx) }, schema: { body } },
    async (request, reply) => {
      const { token, password } = request.body;
      if (!(await userForResetToken(ctx, token))) return sendHtml(reply, renderResetInvalidPage(signIn), 400);
      const errors = validate(request.body);
      if (Object.keys(errors).length) return sendHtml(reply, renderResetPage({ token, errors }), 400);
      if (!(await resetPassword(ctx, token, password))) return sendHtml(reply, renderResetInvalidPage(signIn), 400);
      return sendHtml(reply, renderResetDonePage(signIn));
    },
  );
}
