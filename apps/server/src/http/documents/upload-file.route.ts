import { DOCUMENT_CALLS, UPLOAD_MSG, uploadFileFieldsSchema } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { callerOf } from '../access-control.ts';
import { ok } from '../envelope.ts';
import { AppError } from '../app-error.ts';
import { icrAccess } from '../mapping/require-icr.ts';
import { parseInput } from '../mapping/parse-input.ts';
import { streamFilePart } from './stream-file-part.ts';
import { storeDocumentFile } from '../../pipeline/intake/store-document-file.ts';
import { BATCH_PATH } from '../../pipeline/intake/document-files.ts';

/**
 * POST /api/App/UploadFile (multipart: `path` from GetS3Details, then `file`): the file streamed
 * into the batch folder; result {fileName, key, size, sha256, pageCount, contentType}.
 */
export function uploadFileRoute(app: AppInstance, ctx: AppContext) {
  app.post(DOCUMENT_CALLS.uploadFile.path, icrAccess(ctx), async (request) => {
    const caller = callerOf(request);
    const uploaded = await streamFilePart(request, async (part) => {
      const { path } = parseInput(uploadFileFieldsSchema, part.fields);
      if (!BATCH_PATH.test(path))
        throw new AppError(400, UPLOAD_MSG.uploadNotFound, [{ field: 'path', message: UPLOAD_MSG.uploadNotFound }]);
      return storeDocumentFile(ctx, caller.companyId, { folder: path, fileName: part.fileName, stream: part.stream });
    });
    return ok(uploaded);
  });
}
