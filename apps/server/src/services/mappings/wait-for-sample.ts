import { eq } from 'drizzle-orm';
import type { SampleProcessing, SampleResult } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { sampleExtractions } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../lib/errors/domain-error.ts';
import { MAP_MSG } from '@paperbridge/contracts';
import { storageFor } from '../../connectors/storage/storage-for.ts';

export type SampleOutcome = { done: true; result: SampleResult } | { done: false; processing: SampleProcessing };

const POLL_MS = 150;

/**
 * The sample's state now, or after waiting up to `waitMs` for the job to finish. A failed
 * extraction answers 400 with the engine's message and leaves nothing behind (row and file removed).
 */
export async function waitForSample(
  ctx: AppContext,
  caller: CallerContext,
  sampleId: string,
  waitMs: number,
): Promise<SampleOutcome> {
  const until = Date.now() + waitMs;
  for (;;) {
    const [row] = await ctx.db
      .select()
      .from(sampleExtractions)
      .where(inCompany(sampleExtractions, caller, eq(sampleExtractions.id, sampleId)));
    if (!row) throw notFound(MAP_MSG.sampleNotFound, [{ field: 'jobId', message: MAP_MSG.sampleNotFound }]);
    if (row.stage === 'done' && row.result) return { done: true, result: row.result };
    if (row.stage === 'failed') {
      await storageFor(ctx).delete(caller.companyId, row.fileKey);
      await ctx.db
        .delete(sampleExtractions)
        .where(inCompany(sampleExtractions, caller, eq(sampleExtractions.id, row.id)));
      const message = row.error ?? 'The template could not be read.';
      throw invalid(message, [{ field: 'file', message }]);
    }
    if (Date.now() >= until) {
      return {
        done: false,
        processing: { jobId: row.id, status: 'processing', stage: row.stage, progress: row.progress },
      };
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
