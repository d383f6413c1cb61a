import { DOCUMENT_CALLS, getS3DetailsQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { uploadBatch } from '../../services/upload-source/upload-batch.ts';

/** GET /api/App/GetS3Details?ConfigId[&webRequest=false]: {bucketName, path}, the folder one upload batch goes to. */
export function getS3DetailsRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    DOCUMENT_CALLS.getS3Details.path,
    { ...icrAccess(ctx), schema: { querystring: getS3DetailsQuerySchema } },
    async (request) => {
      return ok(
        await uploadBatch(
          ctx,
          callerOf(request),
          request.query.ConfigId,
          request.query.webRequest === 'false' ? 'mobile' : 'manual',
        ),
      );
    },
  );
}
