import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { documents, mappings } from '../../db/schema/index.ts';
import { mappingDestinations } from './mapping-destinations.ts';
import type { PipelineJobData } from '../../context/payloads/pipeline-job-data.ts';
import { queueDeliveries } from './queue-deliveries.ts';
import { finishStage } from '../stage-record.ts';
import type { DocumentRecord } from '../stage-document.ts';
import type { StageOutcome } from '../stage.types.ts';

/**
 * Deliver: one 'out' record per destination of the mapping, each sent by its own
 * deliver-destination job (so a slow or failing destination does not hold up the others). A
 * mapping without a destination records 'skipped'. Idempotent (issue 24 point 3): run again after a
 * crash or by the sweeper, it queues only what was never handed on and settles the document, so one
 * whose destinations all succeeded ends 'delivered' and nothing is sent twice.
 */
export async function deliver(ctx: AppContext, job: PipelineJobData, doc: DocumentRecord): Promise<StageOutcome> {
  const [mapping] = doc.mappingId
    ? await ctx.db
        .select({ endpoints: mappings.endpoints })
        .from(mappings)
        .where(and(eq(mappings.id, doc.mappingId), eq(mappings.companyId, job.companyId)))
    : [];
  const destinations = mapping ? mappingDestinations(mapping.endpoints) : [];
  if (!destinations.length) {
    await finishStage(ctx.db, job, 'deliver', 'skipped', [
      { code: 'no_destination', message: 'The mapping has no destination.' },
    ]);
    return { status: 'skipped' };
  }
  // only from 'ready': a re-run must not move a delivered document back (nothing would move it forward again)
  await ctx.db
    .update(documents)
    .set({ status: 'delivering', updatedAt: new Date() })
    .where(
      and(
        eq(documents.id, job.documentId),
        eq(documents.companyId, job.companyId),
        eq(documents.attempt, job.attempt),
        eq(documents.status, 'ready'),
      ),
    );
  await queueDeliveries(ctx, job, destinations, 'resume');
  return { status: 'success' };
}
