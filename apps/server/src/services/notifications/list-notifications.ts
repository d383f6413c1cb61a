import { desc } from 'drizzle-orm';
import type { Notification } from '@paperbridge/contracts';
import type { Db } from '../../db/database.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { inCompany } from '../../db/company-scope.ts';
import { notifications } from '../../db/schema/index.ts';

/** How many notifications the bell receives at most (it shows '9+' above 9). */
export const NOTIFICATION_LIMIT = 50;

/** GetNotification: the caller's company notifications, newest first. */
export async function listNotifications(db: Db, caller: CallerContext): Promise<Notification[]> {
  const rows = await db
    .select({ header: notifications.header, message: notifications.message, createdAt: notifications.createdAt })
    .from(notifications)
    .where(inCompany(notifications, caller))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIMIT);
  return rows.map((r) => ({ header: r.header, notificationDate: r.createdAt.toISOString(), message: r.message }));
}
