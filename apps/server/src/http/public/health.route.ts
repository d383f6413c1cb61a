import { PUBLIC_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../app-instance.ts';
import type { AppContext } from '../../context/app-context.ts';
import { ok } from '../envelope.ts';

/** GET /api/health: the database answers; `workers` says how many job workers this process runs (0 for --role api). */
export function healthRoute(app: AppInstance, ctx: AppContext) {
  app.get(PUBLIC_CALLS.health.path, { config: { access: 'public' } }, async () => {
    await ctx.database.query('select 1');
    return ok({
      status: 'ok',
      database: ctx.database.kind,
      workers: ctx.jobs.localWorkerCount(),
      time: new Date().toISOString(),
    });
  });
}
