import type { Readable } from 'node:stream';
import { UPLOAD_MSG, type UploadedFile } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { StorageLimitError } from '../../connectors/storage/storage.adapter.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { sharedEngine } from '../../lib/engine/shared-engine.ts';
import { invalidField, tooLarge } from '../../lib/errors/domain-error.ts';
import { CONTENT_TYPE, cleanFileName, metaKeyOf, newFileKey } from './document-files.ts';
import { engineMessage } from './engine-message.ts';

/**
 * Streams one uploaded document into storage (never held whole in memory while it arrives),
 * with the size limit enforced on the way, then checks it in an engine thread: its real type
 * from its bytes and its page count. A file that is not a readable PDF or photo is removed and
 * refused with the engine's reason. A small JSON beside it keeps what was measured, so later
 * calls need not read the file again. (The page count reads the stored file back once, in the
 * engine's thread: bounded by the size limit, one file at a time.)
 */
export async function storeDocumentFile(
  ctx: AppContext,
  companyId: string,
  input: { folder: string; fileName: string; stream: Readable },
): Promise<UploadedFile> {
  const storage = storageFor(ctx);
  const maxBytes = ctx.config.pipeline.uploadMaxFileBytes;
  const key = newFileKey(input.folder);
  let stored;
  try {
    stored = await storage.putStream(companyId, key, input.stream, 'application/octet-stream', { maxBytes });
  } catch (e) {
    await storage.delete(companyId, key);
    if (e instanceof StorageLimitError || (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = UPLOAD_MSG.fileTooLarge(Math.round((maxBytes / 1_048_576) * 10) / 10);
      throw tooLarge(message, [{ field: 'file', message }]);
    }
    throw e;
  }
  const bytes = await storage.get(companyId, key);
  if (!bytes || stored.size === 0) {
    await storage.delete(companyId, key);
    throw invalidField('file', UPLOAD_MSG.fileRequired);
  }
  const count = await sharedEngine(ctx.config.pipeline.engineThreads).countPages(
    new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
  if (count.status === 'failed') {
    await storage.delete(companyId, key);
    const message =
      count.error.code === 'unsupported_type'
        ? UPLOAD_MSG.unsupportedType
        : engineMessage(count.error.message, UPLOAD_MSG.unreadable);
    throw invalidField('file', message);
  }
  const contentType = CONTENT_TYPE[count.type];
  const uploaded: UploadedFile = {
    fileName: cleanFileName(input.fileName),
    key,
    size: stored.size,
    sha256: stored.sha256,
    pageCount: count.pages,
    contentType,
  };
  await storage.put(companyId, metaKeyOf(key), Buffer.from(JSON.stringify(uploaded)), 'application/json');
  return uploaded;
}

/** What storeDocumentFile measured about a stored upload, or null when there is no such upload. */
export async function readUploadMeta(ctx: AppContext, companyId: string, key: string): Promise<UploadedFile | null> {
  const raw = await storageFor(ctx).get(companyId, metaKeyOf(key));
  if (!raw) return null;
  return JSON.parse(raw.toString('utf8')) as UploadedFile;
}
