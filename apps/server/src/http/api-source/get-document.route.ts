import { API_SOURCE_CALLS, apiDocumentParamsSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { bearerToken } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { authenticateApiToken } from '../../services/api-source/authenticate-api-token.ts';
import { getApiDocument } from '../../services/api-source/get-api-document.ts';

/** GET /api/v1/documents/{dtId}: state, approval status, confidence and data of a document sent with this token. */
export function getDocumentRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    API_SOURCE_CALLS.getDocument.path,
    { config: { access: 'public' }, schema: { params: apiDocumentParamsSchema } },
    async (request) => {
      const mapping = await authenticateApiToken(ctx, bearerToken(request));
      return ok(await getApiDocument(ctx, mapping, request.params.dtId));
    },
  );
}
