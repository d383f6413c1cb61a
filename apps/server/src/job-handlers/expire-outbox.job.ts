import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../context/app-context.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { defineJob } from '../context/job-definition.ts';
import { hashedJobId } from '../jobs/hashed-job-id.ts';

const HOUR_MS = 60 * 60 * 1000;
/** how long the development outbox keeps a message (with its PIN or link) */
export const OUTBOX_KEEP_MS = 24 * HOUR_MS;

/**
 * Every hour: the development outbox's messages older than 24 h are deleted (their bodies hold PINs
 * and links). Messages a real provider sent carry no body and stay as sent-items. A self-rescheduling
 * job like schedule-ftp-polls: each hourly slot has one predictable id, so processes never double it.
 */
export const expireOutboxJob = defineJob({
  name: 'expire-outbox',
  async handler(ctx) {
    await queueSlot(ctx, 1);
    await expireOutbox(ctx, new Date());
    return { status: 'success' };
  },
  onWorkersStarted: (ctx) => queueSlot(ctx, 0),
});

export async function expireOutbox(ctx: Pick<AppContext, 'db'>, now: Date): Promise<number> {
  const gone = await ctx.db
    .delete(outboxMessages)
    .where(
      and(eq(outboxMessages.status, 'kept'), lt(outboxMessages.createdAt, new Date(now.getTime() - OUTBOX_KEEP_MS))),
    )
    .returning({ id: outboxMessages.id });
  return gone.length;
}

async function queueSlot(ctx: AppContext, ahead: 0 | 1): Promise<void> {
  const slot = Math.floor(Date.now() / HOUR_MS) + ahead;
  await ctx.jobs.send(
    'expire-outbox',
    { slot },
    { id: slotId(slot), startAfter: ahead ? new Date(slot * HOUR_MS) : new Date() },
  );
}

function slotId(slot: number): string {
  return hashedJobId(`expire-outbox:${slot}`);
}
