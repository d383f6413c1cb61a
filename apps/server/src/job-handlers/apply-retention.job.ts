import type { AppContext } from '../context/app-context.ts';
import { applyRetention } from '../services/retention/apply-retention.ts';
import { defineJob } from '../context/job-definition.ts';
import { hashedJobId } from '../jobs/hashed-job-id.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Once a day: the retention periods of every company's mappings are applied (services/retention,
 * docs/delivery.md "Retention"). Self-rescheduling like expire-outbox: each daily slot has one
 * predictable job id, so however many worker processes start, one run per day happens.
 */
export const applyRetentionJob = defineJob({
  name: 'apply-retention',
  async handler(ctx) {
    await queueSlot(ctx, 1);
    await applyRetention(ctx, new Date());
    return { status: 'success' };
  },
  onWorkersStarted: (ctx) => queueSlot(ctx, 0),
});

async function queueSlot(ctx: AppContext, ahead: 0 | 1): Promise<void> {
  const slot = Math.floor(Date.now() / DAY_MS) + ahead;
  await ctx.jobs.send(
    'apply-retention',
    { slot },
    { id: slotId(slot), startAfter: ahead ? new Date(slot * DAY_MS) : new Date() },
  );
}

/** A UUID (version 5 layout) from the day. */
function slotId(slot: number): string {
  return hashedJobId(`apply-retention:${slot}`);
}
