import type { Db } from '../../db/database.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { notifications } from '../../db/schema/index.ts';

export interface NewNotification {
  header: string;
  message: string[];
}

/** Posts a notification to the caller's company bell. */
export async function createNotification(
  db: Db,
  caller: Pick<CallerContext, 'companyId'>,
  n: NewNotification,
): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({ companyId: caller.companyId, header: n.header, message: n.message })
    .returning({ id: notifications.id });
  return row!.id;
}
