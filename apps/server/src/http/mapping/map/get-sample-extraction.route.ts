import { MAPPING_CALLS, MAP_MSG, sampleExtractionQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { waitForSample } from '../../../services/mappings/wait-for-sample.ts';

/** GET /api/Admin/Map/GetSampleExtraction?jobId: polling after a 202 (progress, then the sample or its error). */
export function getSampleExtractionRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    MAPPING_CALLS.getSampleExtraction.path,
    { ...icrAccess(ctx), schema: { querystring: sampleExtractionQuerySchema } },
    async (request, reply) => {
      const outcome = await waitForSample(ctx, callerOf(request), request.query.jobId, 0);
      if (outcome.done) return ok(outcome.result, MAP_MSG.templateUploaded);
      return reply.status(202).send({ code: 202, message: MAP_MSG.sampleProcessing, result: outcome.processing });
    },
  );
}
