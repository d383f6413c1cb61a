import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../app-context.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { ok } from '../envelope.ts';
import { notFound } from '../app-error.ts';

/**
 * GET /api/Dev/Outbox: the e-mails and SMS the product sent, for a person trying it locally.
 * Absent (404) unless dev tools are on, which they never are by default in production.
 */
export function listOutboxRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    '/api/Dev/Outbox',
    { config: { access: 'public' }, schema: { querystring: z.object({ to: z.string().optional(), limit: z.coerce.number().int().min(1).max(500).default(100) }) } },
    async (request) => {
      if (!ctx.config.devTools) throw notFound(`Route GET /api/Dev/Outbox not found`);
      const { to, limit } = request.query;
      const rows = await ctx.db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
      return ok(
        rows
          .filter((r) => !to || r.to.toLowerCase() === to.toLowerCase())
          .map((r) => ({ id: r.id, channel: r.channel, to: r.to, subject: r.subject, body: r.body, html: r.html, createdAt: r.createdAt.toISOString() })),
      );
    },
  );
}
