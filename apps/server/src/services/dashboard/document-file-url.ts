import { DASHBOARD_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { conflict, notFound } from '../../lib/errors/domain-error.ts';
import { findDocument } from '../documents/find-document.ts';
import { signedFileUrl } from '../storage/file-url.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { CONTENT_TYPE, einvoiceViewKey } from '../../pipeline/intake/document-files.ts';

/**
 * GET GetFileURLById: a 10-minute signed link to the document's original, served by our server
 * from storage with its own type (PDF or photo). A document whose original the retention period
 * removed is refused with the spec's text. An XML e-invoice is shown as the engine's drawing of it.
 */
export async function documentFileUrl(ctx: AppContext, caller: CallerContext, id: string): Promise<string> {
  const doc = await findDocument(ctx, caller, id);
  if (doc.isDeleted) throw conflict(DASHBOARD_MSG.retention, [{ field: 'id', message: DASHBOARD_MSG.retention }]);
  if (!doc.fileKey) throw notFound(DASHBOARD_MSG.fileMissing, [{ field: 'id', message: DASHBOARD_MSG.fileMissing }]);
  // an XML e-invoice has no printed page: the engine's drawing of it is what a person looks at (issue 25)
  const view = doc.contentType === CONTENT_TYPE.xml ? einvoiceViewKey(doc.fileKey) : null;
  if (view && (await storageFor(ctx).get(caller.companyId, view)))
    return signedFileUrl(ctx.config, {
      companyId: caller.companyId,
      key: view,
      fileName: `${doc.fileName.replace(/\.xml$/i, '')}.pdf`,
      contentType: CONTENT_TYPE.pdf,
    });
  return signedFileUrl(ctx.config, {
    companyId: caller.companyId,
    key: doc.fileKey,
    fileName: doc.fileName,
    contentType: doc.contentType ?? 'application/pdf',
  });
}
