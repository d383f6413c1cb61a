import { IDENTITY_CALLS, MSG, sendVerificationEmailQuerySchema } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { resendVerificationEmail } from '../../services/identity/resend-verification-email.ts';

/** GET /api/Admin/Auth/SendVerificationEmail?email: a new activation link for the caller's own unverified address. */
export function sendVerificationEmailRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    IDENTITY_CALLS.sendVerificationEmail.path,
    { config: { access: 'session' }, schema: { querystring: sendVerificationEmailQuerySchema } },
    async (request) => {
      await resendVerificationEmail(ctx, callerOf(request), request.query.email);
      return ok(null, MSG.activationSent);
    },
  );
}
