import { desc, eq } from 'drizzle-orm';
import { DEV_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { ok } from '../envelope.ts';
import { notFound } from '../app-error.ts';
import { devToolsAllowed } from './local-request.ts';

/**
 * GET /api/Dev/Outbox: the e-mails and SMS the product kept (no mail or SMS provider configured),
 * for a person trying it on this machine. Absent (404) unless dev tools are on (never with a real
 * provider, never by default in production) and the server listens on loopback only, or the caller
 * presents DEV_TOOLS_KEY (http/dev/local-request.ts).
 */
export function listOutboxRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    DEV_CALLS.listOutbox.path,
    {
      config: { access: 'public' },
      schema: {
        querystring: DEV_CALLS.listOutbox.query,
      },
    },
    async (request) => {
      if (!devToolsAllowed(ctx.config, request)) throw notFound(`Route GET /api/Dev/Outbox not found`);
      const { to, limit } = request.query;
      // only what the development outbox kept (with bodies); a provider's sent-items are not shown
      const rows = await ctx.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.status, 'kept'))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(limit);
      return ok(
        rows
          .filter((r) => !to || r.to.toLowerCase() === to.toLowerCase())
          .map((r) => ({
            id: r.id,
            channel: r.channel,
            to: r.to,
            subject: r.subject,
            body: r.body ?? '',
            html: r.html,
            createdAt: r.createdAt.toISOString(),
          })),
      );
    },
  );
}
