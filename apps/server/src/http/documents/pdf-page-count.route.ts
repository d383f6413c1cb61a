import { DOCUMENT_CALLS } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { streamFilePart } from './stream-file-part.ts';
import { countUploadPages } from '../../services/upload-source/count-upload-pages.ts';

/** POST /api/Admin/Map/PdfPageCount (multipart `file`): result = the page count (a photo counts 1). */
export function pdfPageCountRoute(app: AppInstance, ctx: AppContext) {
  app.post(DOCUMENT_CALLS.pdfPageCount.path, icrAccess(ctx), async (request) => {
    const caller = callerOf(request);
    const pages = await streamFilePart(request, (part) => countUploadPages(ctx, caller.companyId, part));
    return ok(pages);
  });
}
