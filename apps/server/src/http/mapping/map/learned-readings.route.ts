import {
  MAPPING_CALLS,
  LEARNED_READING_MSG,
  learnedReadingsQuerySchema,
  removeLearnedReadingSchema,
} from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { listLearnedReadings, removeLearnedReading } from '../../../services/mappings/learned-readings.ts';

/**
 * Beyond the spec (issue 22 point 3): GET GetLearnedReadings?cnId lists what the mapping learned to read
 * ("reads SANYO… → delivers SANYU…"); POST RemoveLearnedReading {cnId, field, id} removes one. Paths and
 * schemas come from the contracts, where the web client takes them too.
 */
export function learnedReadingsRoutes(app: AppInstance, ctx: AppContext) {
  app.get(
    MAPPING_CALLS.getLearnedReadings.path,
    { ...icrAccess(ctx), schema: { querystring: learnedReadingsQuerySchema } },
    async (request) => ok(await listLearnedReadings(ctx.db, callerOf(request), request.query.cnId)),
  );
  app.post(
    MAPPING_CALLS.removeLearnedReading.path,
    { ...icrAccess(ctx), schema: { body: removeLearnedReadingSchema } },
    async (request) =>
      ok(await removeLearnedReading(ctx.db, callerOf(request), request.body), LEARNED_READING_MSG.removed),
  );
}
