import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { notifications } from '../../db/schema/index.ts';
import { createNotification } from '../../domain/notifications/create-notification.ts';
import { FTP_SOURCE_MSG } from './ftp-source-messages.ts';

/** A folder that stays unreachable is told to the company once an hour, not at every poll. */
export const FTP_FAILURE_NOTICE_INTERVAL_MS = 3_600_000;

/**
 * A poll that could not reach its folder: logged (the reason, never the password) and, at most
 * once an hour per mapping, posted to the company's bell. The bell itself is the memory of the
 * last notice, so every worker process sees it; polls of one mapping never run at once.
 */
export async function recordFtpSourceFailure(
  ctx: AppContext,
  mapping: { id: string; companyId: string; name: string },
  reason: string,
): Promise<{ notified: boolean }> {
  ctx.log.warn(
    { mappingId: mapping.id, companyId: mapping.companyId, reason },
    'FTP source poll could not reach its folder',
  );
  const line = FTP_SOURCE_MSG.unreachable(mapping.name, reason);
  const prefix = `Mapping ${mapping.name}:`;
  const since = new Date(Date.now() - FTP_FAILURE_NOTICE_INTERVAL_MS);
  const [recent] = await ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.companyId, mapping.companyId),
        eq(notifications.header, FTP_SOURCE_MSG.unreachableHeader),
        gt(notifications.createdAt, since),
        sql`starts_with(${notifications.message}->>0, ${prefix})`,
      ),
    )
    .limit(1);
  if (recent) return { notified: false };
  await createNotification(
    ctx.db,
    { companyId: mapping.companyId },
    { header: FTP_SOURCE_MSG.unreachableHeader, message: [line] },
  );
  return { notified: true };
}
