import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { sampleExtractions } from '../../db/schema/index.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';

/** Samples never saved as a mapping are dropped (row and file) after a day. */
export const STALE_SAMPLE_MS = 24 * 60 * 60 * 1000;

/** Removes up to `limit` of the company's stale samples; run on each upload, so no schedule is needed. */
export async function purgeStaleSamples(
  ctx: AppContext,
  caller: CallerContext,
  now = Date.now(),
  limit = 20,
): Promise<number> {
  const stale = await ctx.db
    .select({ id: sampleExtractions.id, fileKey: sampleExtractions.fileKey })
    .from(sampleExtractions)
    .where(inCompany(sampleExtractions, caller, lt(sampleExtractions.updatedAt, new Date(now - STALE_SAMPLE_MS))))
    .limit(limit);
  for (const s of stale) {
    await ctx.db
      .delete(sampleExtractions)
      .where(and(inCompany(sampleExtractions, caller), eq(sampleExtractions.id, s.id)));
    await storageFor(ctx).delete(caller.companyId, s.fileKey);
  }
  return stale.length;
}
