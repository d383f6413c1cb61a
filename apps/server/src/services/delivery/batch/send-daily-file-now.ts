import { eq } from 'drizzle-orm';
import { BATCH_DESTINATIONS, MAP_MSG, type SendDailyFileNowResult } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../../db/company-scope.ts';
import { mappings } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors/domain-error.ts';
import { waitingForDailyFile } from '../../../pipeline/deliver/daily-file/waiting-for-daily-file.ts';

/**
 * "Send the daily file now" (issue 30 point 2): the caller's mapping's waiting documents go out at once, one file per
 * destination, as a durable job (never in the request). Answers what was queued; nothing waiting queues nothing.
 */
export async function sendDailyFileNow(
  ctx: AppContext,
  caller: CallerContext,
  configId: string,
): Promise<SendDailyFileNowResult> {
  const [mapping] = await ctx.db
    .select({ id: mappings.id })
    .from(mappings)
    .where(inCompany(mappings, caller, eq(mappings.id, configId)));
  if (!mapping) throw notFound(MAP_MSG.mappingNotFound);
  const queued: SendDailyFileNowResult['queued'] = [];
  for (const destination of BATCH_DESTINATIONS) {
    const waiting = await waitingForDailyFile(ctx.db, caller.companyId, mapping.id, destination);
    if (!waiting.length) continue;
    await ctx.jobs.send('send-daily-file', { companyId: caller.companyId, mappingId: mapping.id, destination });
    queued.push({ destination, documents: waiting.length });
  }
  return { queued };
}
