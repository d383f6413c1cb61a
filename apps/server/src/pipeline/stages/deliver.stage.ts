import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { mappings } from '../../db/schema/index.ts';
import type { JobStatus } from '../../jobs/job-definition.ts';
import { mappingDestinations } from '../../services/documents/mapping-destinations.ts';
import type { PipelineJobData } from '../pipeline-job-data.ts';
import { finishStage, findStage } from '../stage-record.ts';
import { stageDocument } from '../stage-document.ts';

/**
 * Deliver: one 'out' record per destination of the mapping. Sending is the delivery stage's work
 * (a later issue); until it exists each destination is recorded as pending, so the milestone's
 * out step stays grey and nothing is reported as sent. A mapping without a destination records 'skipped'.
 */
export async function runDeliver(ctx: AppContext, job: PipelineJobData): Promise<JobStatus> {
  const doc = await stageDocument(ctx.db, job);
  if (!doc) return { status: 'skipped' };
  const [mapping] = doc.mappingId ? await ctx.db.select({ endpoints: mappings.endpoints }).from(mappings).where(and(eq(mappings.id, doc.mappingId), eq(mappings.companyId, job.companyId))) : [];
  const destinations = mapping ? mappingDestinations(mapping.endpoints) : [];
  if (!destinations.length) {
    await finishStage(ctx.db, job, 'deliver', 'skipped', [{ code: 'no_destination', message: 'The mapping has no destination.' }]);
    return { status: 'skipped' };
  }
  for (const destination of destinations) {
    const existing = await findStage(ctx.db, job, 'deliver', destination);
    if (!existing) await finishStage(ctx.db, job, 'deliver', 'pending', [], destination);
  }
  return { status: 'success' };
}
