import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { MANUAL_UPLOAD_LIMITS, UPLOAD_MSG, type CreateDocIntentRequest, type DocIntent } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { documents } from '../../db/schema/index.ts';
import { invalidField } from '../../lib/errors/domain-error.ts';
import { BATCH_FILE_KEY } from '../../pipeline/intake/document-files.ts';
import { findMappingForUpload } from './find-mapping-for-upload.ts';
import { readUploadMeta } from '../../pipeline/intake/store-document-file.ts';

/**
 * CreateDocIntent: the files a user uploaded become documents of the mapping, waiting to be
 * processed (status 1 with msId = the document's id). The spec's limits hold over the whole
 * request (10 files, 10 pages); a file already processed with this mapping (same bytes) or
 * named twice is refused on its own (status 0 with the reason), the others go on.
 */
export async function createDocIntents(
  ctx: AppContext,
  caller: CallerContext,
  input: CreateDocIntentRequest,
): Promise<DocIntent[]> {
  const mapping = await findMappingForUpload(
    ctx.db,
    caller.companyId,
    input.configId,
    input.webRequest ? 'manual' : 'mobile',
  );
  if (input.appFiles.length > MANUAL_UPLOAD_LIMITS.maxFiles) throw invalidField('appFiles', UPLOAD_MSG.tooManyFiles);
  const metas = await Promise.all(
    input.appFiles.map(async (f) => (BATCH_FILE_KEY.test(f.key) ? readUploadMeta(ctx, caller.companyId, f.key) : null)),
  );
  const pages = metas.reduce((n, m) => n + (m?.pageCount ?? 0), 0);
  if (pages > MANUAL_UPLOAD_LIMITS.maxPages) throw invalidField('appFiles', UPLOAD_MSG.tooManyPages);
  const hashes = metas.flatMap((m) => (m ? [m.sha256] : []));
  const taken = hashes.length
    ? await ctx.db
        .select({ sha256: documents.sha256, createdAt: documents.createdAt })
        .from(documents)
        .where(
          and(
            eq(documents.companyId, caller.companyId),
            eq(documents.mappingId, mapping.id),
            inArray(documents.sha256, hashes),
            notInArray(documents.status, ['failed', 'duplicate']),
          ),
        )
    : [];
  const seenNames = new Set<string>();
  const seenKeys = new Set<string>();
  const intents: DocIntent[] = [];
  for (const [i, file] of input.appFiles.entries()) {
    const meta = metas[i];
    const name = file.fileName.trim();
    const refuse = (message: string) => intents.push({ fileName: name, status: 0, msId: null, message });
    if (!meta) {
      refuse(UPLOAD_MSG.uploadNotFound);
      continue;
    }
    if (seenNames.has(name.toLowerCase()) || seenKeys.has(file.key)) {
      refuse('This file was selected twice.');
      continue;
    }
    seenNames.add(name.toLowerCase());
    seenKeys.add(file.key);
    const earlier = taken.find((t) => t.sha256 === meta.sha256);
    if (earlier) {
      refuse(UPLOAD_MSG.duplicate(earlier.createdAt.toISOString().slice(0, 10)));
      continue;
    }
    const [doc] = await ctx.db
      .insert(documents)
      .values({
        companyId: caller.companyId,
        mappingId: mapping.id,
        clientId: mapping.clientId,
        docTypeId: mapping.docTypeId,
        status: 'uploaded',
        source: input.webRequest ? 'manual' : 'mobile',
        uploadedBy: caller.userId,
        fileName: name,
        fileKey: file.key,
        contentType: meta.contentType,
        fileSize: meta.size,
        sha256: meta.sha256,
        pageCount: meta.pageCount,
        uniqueReference: name,
      })
      .returning({ id: documents.id });
    intents.push({ fileName: name, status: 1, msId: doc!.id, message: 'Ready to process.' });
  }
  return intents;
}
