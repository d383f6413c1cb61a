import { and, eq } from 'drizzle-orm';
import { PROCESS_LOG_MSG, type ResendDocDataResult } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { CallerContext } from '../../../db/company-scope.ts';
import { mappings } from '../../../db/schema/index.ts';
import { conflict, invalidField } from '../../../lib/errors/domain-error.ts';
import { findDocument } from '../../documents/find-document.ts';
import { mappingDestinations } from '../../../pipeline/deliver/mapping-destinations.ts';
import { findStage } from '../../../pipeline/stage-record.ts';
import { queueDeliveries } from '../../../pipeline/deliver/queue-deliveries.ts';
import { resendDeliveredDestination } from '../../../pipeline/deliver/resend-destination.ts';
import { refuseIfRemoved } from '../../retention/refuse-if-removed.ts';
import { isSendable } from './send-readiness.ts';

/**
 * GET ResendDocData?id&destinationMode: sends one document's data to one destination of its mapping
 * again. A destination delivered before gets it again as a new message (resend-destination.ts); one
 * never delivered (failed for good, or still waiting for its next try) is tried again now with the
 * delivery's own keys, so it still arrives exactly once. Refused, with the spec's reasons, for a
 * document that needs approval or whose retention period has passed (spec 002 §4, §6).
 */
export async function resendDocData(
  ctx: AppContext,
  caller: CallerContext,
  id: string,
  destinationMode: string,
): Promise<ResendDocDataResult> {
  const doc = await findDocument(ctx, caller, id);
  refuseIfRemoved(doc, 'id');
  if (!isSendable(doc))
    throw conflict(PROCESS_LOG_MSG.approvalNeeded, [{ field: 'id', message: PROCESS_LOG_MSG.approvalNeeded }]);
  const [mapping] = doc.mappingId
    ? await ctx.db
        .select({ endpoints: mappings.endpoints })
        .from(mappings)
        .where(and(eq(mappings.id, doc.mappingId), eq(mappings.companyId, caller.companyId)))
    : [];
  const destination = (mapping ? mappingDestinations(mapping.endpoints) : []).find(
    (d) => d.toLowerCase() === destinationMode.toLowerCase(),
  );
  if (!destination) throw invalidField('destinationMode', PROCESS_LOG_MSG.unknownDestination(destinationMode));

  const job = { documentId: doc.id, companyId: caller.companyId, attempt: doc.attempt };
  const record = await findStage(ctx.db, job, 'deliver', destination);
  if (record?.receipt && (record.status === 'success' || record.status === 'failed')) {
    if (await resendDeliveredDestination(ctx, job, destination))
      return { dtId: doc.id, destination, mode: 'new-message' };
    throw conflict(PROCESS_LOG_MSG.beingSent(destination));
  }
  if (record && (record.status === 'running' || (record.status === 'pending' && record.receipt)))
    throw conflict(PROCESS_LOG_MSG.beingSent(destination));
  await queueDeliveries(ctx, job, [destination]);
  return { dtId: doc.id, destination, mode: 'retry' };
}
