import { ADMIN_CALLS } from '@paperbridge/contracts';
import type { AppInstance } from '../../app-instance.ts';
import type { AppContext } from '../../../context/app-context.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { listNotifications } from '../../../services/notifications/list-notifications.ts';

/** GET /api/Admin/Dashboard/GetNotification: the company's notifications, newest first. */
export function getNotificationRoute(app: AppInstance, ctx: AppContext) {
  app.get(ADMIN_CALLS.getNotification.path, { config: { access: 'admin' } }, async (request) =>
    ok(await listNotifications(ctx.db, callerOf(request))),
  );
}
