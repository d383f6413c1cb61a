import { DOCUMENT_CALLS, docWordsQuerySchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { getDocWords } from '../../services/documents/get-doc-words.ts';

/**
 * GET /api/Admin/Map/GetDocWords?docId&page (beyond the spec): the words the engine read on one
 * page, with their boxes, so the review screen can fill a value from a click on the page.
 */
export function getDocWordsRoute(app: AppInstance, ctx: AppContext) {
  app.get(
    DOCUMENT_CALLS.getDocWords.path,
    { ...icrAccess(ctx), schema: { querystring: docWordsQuerySchema } },
    async (request) => {
      return ok(await getDocWords(ctx, callerOf(request), request.query.docId, request.query.page));
    },
  );
}
