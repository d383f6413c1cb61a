import { DASHBOARD_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { conflict, notFound } from '../../lib/errors/domain-error.ts';
import { findDocument } from '../documents/find-document.ts';
import { signedFileUrl } from '../storage/file-url.ts';

/**
 * GET GetFileURLById: a 10-minute signed link to the document's original, served by our server
 * from storage with its own type (PDF or photo). A document whose original the retention period
 * removed is refused with the spec's text.
 */
export async function documentFileUrl(ctx: AppContext, caller: CallerContext, id: string): Promise<string> {
  const doc = await findDocument(ctx, caller, id);
  if (doc.isDeleted) throw conflict(DASHBOARD_MSG.retention, [{ field: 'id', message: DASHBOARD_MSG.retention }]);
  if (!doc.fileKey) throw notFound(DASHBOARD_MSG.fileMissing, [{ field: 'id', message: DASHBOARD_MSG.fileMissing }]);
  return signedFileUrl(ctx.config, {
    companyId: caller.companyId,
    key: doc.fileKey,
    fileName: doc.fileName,
    contentType: doc.contentType ?? 'application/pdf',
  });
}
