import { MAPPING_CALLS, cnIdQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { callerOf } from '../../access-control.ts';
import { ok } from '../../envelope.ts';
import { icrAccess } from '../require-icr.ts';
import { mappedFileUrl } from '../../../services/mappings/mapped-file-url.ts';

/** GET /api/Admin/Map/GetFileUrlByCnId?CnId: {fileURL (signed, 10 min), docType, isError, errorMessage, message}. */
export function getFileUrlByCnIdRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    MAPPING_CALLS.getFileUrlByCnId.path,
    { ...icrAccess(ctx), schema: { querystring: cnIdQuerySchema } },
    async (request) => {
      const result = await mappedFileUrl(ctx, callerOf(request), request.query.CnId);
      return ok(result, result.message);
    },
  );
}
