import { MAPPING_CALLS, MAP_MSG, sampleUploadFieldsSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { readMultipart } from '../read-multipart.ts';
import { parseInput } from '../parse-input.ts';
import { uploadSample } from '../../../services/mappings/upload-sample.ts';

/**
 * POST /api/Admin/Map/GetDataFromSampleFile[?fileName&docTypeId] (multipart `file`, docTypeId, fileName):
 * 200 with the extracted sample, or 202 {jobId, status: 'processing'} when the job takes longer (poll GetSampleExtraction).
 */
export function getDataFromSampleFileRoute(app: AppInstance, ctx: AppContext) {
  app.post(MAPPING_CALLS.getDataFromSampleFile.path, icrAccess(ctx), async (request, reply) => {
    const { file, fields } = await readMultipart(request, MAP_MSG.fileRequired, {
      maxBytes: ctx.config.pipeline.uploadMaxFileBytes,
    });
    const input = parseInput(sampleUploadFieldsSchema, { ...(request.query as object), ...fields });
    const outcome = await uploadSample(ctx, callerOf(request), {
      bytes: file.bytes,
      originalName: file.fileName,
      docTypeId: input.docTypeId,
      replaceFileName: input.fileName,
    });
    if (outcome.done) return ok(outcome.result, MAP_MSG.templateUploaded);
    return reply.status(202).send({ code: 202, message: MAP_MSG.sampleProcessing, result: outcome.processing });
  });
}
