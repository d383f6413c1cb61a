import { IDENTITY_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { verifyEmail } from '../../services/identity/verify-email.ts';
import { sendHtml } from './interaction-context.ts';
import { renderMessagePage } from './pages/page-layout.ts';

export const EMAIL_VERIFIED_MESSAGE = 'Your e-mail address has been verified.';
export const LINK_INVALID_MESSAGE =
  'This verification link has expired or has already been used. Sign in to Paperbridge and ask for a new activation link.';

/** GET /api/Auth/VerifyEmail?token= : the link in the verification e-mail; answers a page, not JSON. */
export function verifyEmailRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    IDENTITY_CALLS.verifyEmail.path,
    { config: { access: 'public' }, schema: { querystring: IDENTITY_CALLS.verifyEmail.query } },
    async (request, reply) => {
      const outcome = await verifyEmail(ctx.db, request.query.token ?? '');
      const action = { href: `${ctx.config.publicUrl}/`, label: 'Continue to Paperbridge' };
      return outcome === 'verified'
        ? sendHtml(reply, renderMessagePage({ title: 'E-mail verified', message: EMAIL_VERIFIED_MESSAGE, action }))
        : sendHtml(reply, renderMessagePage({ title: 'Link expired', message: LINK_INVALID_MESSAGE, action }), 400);
    },
  );
}
