import { DOC_TYPE_NAMES, type DocTypeId, type MappedFileUrl } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { signedFileUrl } from '../storage/file-url.ts';
import { findMapping } from './find-mapping.ts';
import { sampleContentType } from './sample-file-type.ts';

export const FILE_URL_READY = 'The mapped document is ready.';
export const FILE_MISSING = 'We are unable to find this document.';

/** GetFileUrlByCnId: a 10-minute signed link to the mapping's sample (a PDF or a photo, served with its type). */
export async function mappedFileUrl(ctx: AppContext, caller: CallerContext, id: string): Promise<MappedFileUrl> {
  const m = await findMapping(ctx.db, caller, id);
  const docType = DOC_TYPE_NAMES[m.docTypeId as DocTypeId] ?? '';
  if (!m.sampleFileKey)
    return { fileURL: '', docType, isError: true, errorMessage: FILE_MISSING, message: FILE_MISSING };
  const fileURL = signedFileUrl(ctx.config, {
    companyId: caller.companyId,
    key: m.sampleFileKey,
    fileName: m.sampleFileName,
    contentType: sampleContentType(m.sampleFileKey),
  });
  return { fileURL, docType, isError: false, errorMessage: '', message: FILE_URL_READY };
}
