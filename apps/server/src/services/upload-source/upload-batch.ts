import type { S3Details } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { findMappingForUpload } from './find-mapping-for-upload.ts';
import { newBatchPath } from '../../pipeline/intake/document-files.ts';

/**
 * GetS3Details: a fresh folder for one upload batch inside the caller's company, for a mapping
 * that takes manual uploads (or, for the phone capture page, the mobile source). The files
 * themselves go through UploadFile (the server streams them to the configured storage, local or
 * S3), so no storage credential ever reaches the browser.
 */
export async function uploadBatch(
  ctx: AppContext,
  caller: CallerContext,
  configId: string,
  source: 'manual' | 'mobile' = 'manual',
): Promise<S3Details> {
  await findMappingForUpload(ctx.db, caller.companyId, configId, source, 'ConfigId');
  const s = ctx.config.storage;
  return { bucketName: s.kind === 's3' ? s.bucket : 'local', path: newBatchPath() };
}
