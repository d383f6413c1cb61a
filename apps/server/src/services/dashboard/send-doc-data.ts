import { and, eq } from 'drizzle-orm';
import { APPROVAL_STATUS, DASHBOARD_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { documents, mappings } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors/domain-error.ts';
import { findDocument } from '../documents/find-document.ts';
import { mappingDestinations } from '../../pipeline/deliver/mapping-destinations.ts';
import { finishStage } from '../../pipeline/stage-record.ts';
import { queueDeliveries } from '../../pipeline/deliver/queue-deliveries.ts';
import { refuseIfRemoved } from '../retention/refuse-if-removed.ts';

export interface SentRequest {
  dtId: string;
  approvalStatus: number;
  /** the destinations now waiting to be sent to */
  destinations: string[];
}

/**
 * GET SendDocData?docId: an approved document that was not sent (approvalStatus 3) is handed to
 * delivery again: approvalStatus 1 and state 'delivering' at once (the row shows Approved), each
 * destination not yet sent to is queued; a destination that then fails for good puts it back to 3.
 * The update is conditional on status 3, so a double click requests one send.
 */
export async function sendDocData(ctx: AppContext, caller: CallerContext, docId: string): Promise<SentRequest> {
  const doc = await findDocument(ctx, caller, docId, 'docId');
  refuseIfRemoved(doc, 'docId');
  const refuse = () =>
    conflict(DASHBOARD_MSG.notWaitingToSend, [{ field: 'docId', message: DASHBOARD_MSG.notWaitingToSend }]);
  if (doc.approvalStatus !== APPROVAL_STATUS.approvedNotSent) throw refuse();
  const [moved] = await ctx.db
    .update(documents)
    .set({ approvalStatus: APPROVAL_STATUS.approved, status: 'delivering', updatedAt: new Date() })
    .where(
      and(
        eq(documents.id, doc.id),
        eq(documents.companyId, caller.companyId),
        eq(documents.approvalStatus, APPROVAL_STATUS.approvedNotSent),
      ),
    )
    .returning({ id: documents.id });
  if (!moved) throw refuse();
  const [mapping] = doc.mappingId
    ? await ctx.db
        .select({ endpoints: mappings.endpoints })
        .from(mappings)
        .where(and(eq(mappings.id, doc.mappingId), eq(mappings.companyId, caller.companyId)))
    : [];
  const destinations = mapping ? mappingDestinations(mapping.endpoints) : [];
  const job = { documentId: doc.id, companyId: caller.companyId, attempt: doc.attempt };
  if (!destinations.length)
    await finishStage(ctx.db, job, 'deliver', 'skipped', [
      { code: 'no_destination', message: 'The mapping has no destination.' },
    ]);
  // a destination already sent to is not sent again; a failed one is asked for again
  await queueDeliveries(ctx, job, destinations);
  return { dtId: doc.id, approvalStatus: APPROVAL_STATUS.approved, destinations };
}
