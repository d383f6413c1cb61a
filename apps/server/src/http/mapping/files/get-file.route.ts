import { z } from 'zod';
import { MAPPING_CALLS, MAP_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../../context/app-context.ts';
import type { AppInstance } from '../../app-instance.ts';
import { AppError } from '../../app-error.ts';
import { contentDisposition } from '../../content-disposition.ts';
import { verifyFileToken } from '../../../lib/crypto/signed-file-token.ts';
import { storageFor } from '../../../connectors/storage/storage-for.ts';

/**
 * GET /api/Files/{token}: a stored file behind a signed link (HMAC with config.appSecret, 10 min).
 * The link itself is the authorisation, handed out only by an authorised call (GetFileUrlByCnId).
 */
export function getFileRoute(app: AppInstance, ctx: AppContext) {
  // a wildcard, not `:token`: the router limits named parameters to 100 characters
  app.get(
    MAPPING_CALLS.getFile.path,
    { config: { access: 'public' }, schema: { params: z.object({ '*': z.string().max(4000) }) } },
    async (request, reply) => {
      const grant = verifyFileToken(ctx.config.appSecret, request.params['*']);
      if (!grant) throw new AppError(403, MAP_MSG.fileLinkExpired);
      const bytes = await storageFor(ctx).get(grant.companyId, grant.key);
      if (!bytes) throw new AppError(404, 'We are unable to find this document.');
      return reply
        .header('content-type', grant.contentType)
        .header('content-disposition', contentDisposition('inline', grant.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
