import { IDENTITY_CALLS, openDeepLinkRequestSchema } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { ok } from '../envelope.ts';
import { openDeepLink } from '../../services/deep-link/open-deep-link.ts';

/** POST /api/Admin/Auth/OpenDeepLink {code} or {token}: whom the link signs in, compared with the caller's own session. */
export function openDeepLinkRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    IDENTITY_CALLS.openDeepLink.path,
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: openDeepLinkRequestSchema },
    },
    async (request) => ok(await openDeepLink(ctx.db, request.body, request.caller)),
  );
}
