import { and, eq } from 'drizzle-orm';
import { MILESTONE_OF_STEP, type Milestone, type PipelineStep, type StageStatus } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { documentStages } from '../../db/schema/index.ts';
import { findDocument } from './find-document.ts';

const STEP_NAME = { intake: 'Received', extract: 'Extracted', map: 'Mapped', review: 'Reviewed' } as const;

/** green = true, red = false, grey = null (spec 000 §4): running, pending and awaiting review are not yet either. */
const dot = (s: StageStatus): boolean | null =>
  s === 'success' || s === 'partial' || s === 'skipped' ? true : s === 'failed' ? false : null;

/**
 * GetDocMilestone: the trail derived from the current attempt's stage records, never kept by
 * hand. in = intake; process = extract, map, review; out = one step per destination.
 */
export async function docMilestone(ctx: AppContext, caller: CallerContext, id: string): Promise<Milestone> {
  const doc = await findDocument(ctx, caller, id);
  const stages = await ctx.db
    .select()
    .from(documentStages)
    .where(
      and(
        eq(documentStages.companyId, caller.companyId),
        eq(documentStages.documentId, doc.id),
        eq(documentStages.attempt, doc.attempt),
      ),
    );
  return buildMilestone(stages, doc.errorMessage);
}

/** The trail from one attempt's stage records (also used for a page of dashboard rows at once). */
export function buildMilestone(
  stages: readonly { step: PipelineStep; destination: string; status: StageStatus }[],
  message: string | null,
): Milestone {
  const milestone: Milestone = { in: [], process: [], out: [], message };
  for (const step of ['intake', 'extract', 'map', 'review', 'deliver'] as const) {
    for (const s of stages.filter((x) => x.step === step)) {
      const name = step === 'deliver' ? s.destination || 'Destination' : STEP_NAME[step];
      milestone[MILESTONE_OF_STEP[step]].push({
        name,
        status: step === 'deliver' && s.status === 'skipped' ? null : dot(s.status),
      });
    }
  }
  return milestone;
}
