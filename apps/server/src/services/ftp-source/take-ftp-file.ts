import { and, eq } from 'drizzle-orm';
import type { UploadedFile } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { documents, type MappingEndpoints, type StoredFtp } from '../../db/schema/index.ts';
import type { FtpSourceSession, RemoteFile } from '../../connectors/ftp/ftp-source.connector.ts';
import { isDomainError } from '../../lib/errors/domain-error.ts';
import { storeDocumentFile } from '../../pipeline/intake/store-document-file.ts';
import { submitDocument } from '../../pipeline/intake/submit-document.ts';
import { metaKeyOf } from '../../pipeline/intake/document-files.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { claimFtpReceipt, findFtpReceipt, linkFtpReceipt, refuseFtpReceipt, type FtpReceipt } from './ftp-receipts.ts';
import { hasAcceptedType, typesInWords } from './ftp-file-types.ts';
import { FTP_SOURCE_MSG } from './ftp-source-messages.ts';
import { folderUrl } from './open-mapping-ftp-source.ts';

export interface FtpPollMapping {
  id: string;
  companyId: string;
  clientId: string;
  docTypeId: number;
  endpoints: MappingEndpoints;
  ftpIn: StoredFtp;
}

/** What happened to one file of the folder in one poll. */
export type FtpFileOutcome =
  | { file: string; outcome: 'taken' | 'refused' | 'moved' | 'skipped'; documentId?: string; reason?: string }
  | { file: string; outcome: 'error'; error: string };

/** A file is the same file while its path, size and modification time are: the receipt's ref. */
export const ftpReceiptRef = (ftpIn: StoredFtp, file: RemoteFile) =>
  `${folderUrl(ftpIn)}${file.path}|${file.size}|${file.modifiedAt}`;

/**
 * One file of the folder, in the order that makes a crash at any point safe (docs/ftp-source.md):
 * 1. claim a receipt (unique per company and ref), 2. store the file and submit the document with
 * the idempotency key `ftp:<receipt id>`, 3. link the document to the receipt, 4. move the file to
 * done/. A poll that finds a claimed receipt goes on from where the last one stopped: a linked
 * receipt (or a document already submitted under its key) only needs the move; a refused one
 * only its move to failed/; an unlinked one is taken again from step 2.
 */
export async function takeFtpFile(
  ctx: AppContext,
  session: FtpSourceSession,
  mapping: FtpPollMapping,
  file: RemoteFile,
  types: string[],
): Promise<FtpFileOutcome> {
  const ref = ftpReceiptRef(mapping.ftpIn, file);
  const found = await findFtpReceipt(ctx.db, mapping.companyId, ref);
  // another mapping of the company watches the same folder and took this file: its poll moves it
  if (found?.mappingId && found.mappingId !== mapping.id)
    return { file: file.path, outcome: 'skipped', reason: 'taken by another mapping' };
  if (found?.status === 'refused') {
    await session.moveTo(file, 'failed');
    return { file: file.path, outcome: 'moved', reason: found.reason ?? undefined };
  }
  if (found?.documentId) {
    await session.moveTo(file, 'done');
    return { file: file.path, outcome: 'moved', documentId: found.documentId };
  }
  const receipt =
    found ??
    (await claimFtpReceipt(ctx.db, {
      companyId: mapping.companyId,
      mappingId: mapping.id,
      ref,
      sender: folderUrl(mapping.ftpIn),
    }));
  const idempotencyKey = `ftp:${receipt.id}`;
  const [submitted] = await ctx.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.companyId, mapping.companyId), eq(documents.idempotencyKey, idempotencyKey)));
  if (submitted) return finish(ctx, session, receipt, file, submitted.id);

  const maxBytes = ctx.config.pipeline.uploadMaxFileBytes;
  if (!hasAcceptedType(file, types))
    return refuse(ctx, session, receipt, file, FTP_SOURCE_MSG.notAccepted(typesInWords(types)));
  // the listed size spares downloading a file that is refused anyway (the stream is still limited)
  if (file.size > maxBytes)
    return refuse(ctx, session, receipt, file, FTP_SOURCE_MSG.tooLarge(Math.round((maxBytes / 1_048_576) * 10) / 10));

  const stored = await download(ctx, session, mapping, file);
  if ('refused' in stored) return refuse(ctx, session, receipt, file, stored.refused);
  const doc = await submitDocument(ctx, {
    companyId: mapping.companyId,
    mapping,
    source: 'ftp',
    file: stored,
    idempotencyKey,
    sourceRef: file.path,
  });
  return finish(ctx, session, receipt, file, doc.dtId);
}

async function finish(
  ctx: AppContext,
  session: FtpSourceSession,
  receipt: FtpReceipt,
  file: RemoteFile,
  documentId: string,
): Promise<FtpFileOutcome> {
  await linkFtpReceipt(ctx.db, receipt, documentId);
  await session.moveTo(file, 'done');
  return { file: file.path, outcome: 'taken', documentId };
}

async function refuse(
  ctx: AppContext,
  session: FtpSourceSession,
  receipt: FtpReceipt,
  file: RemoteFile,
  reason: string,
): Promise<FtpFileOutcome> {
  await refuseFtpReceipt(ctx.db, receipt, file.name, reason);
  await session.moveTo(file, 'failed');
  return { file: file.path, outcome: 'refused', reason };
}

/**
 * Streams the file into storage and has it checked (storeDocumentFile). A file that is not a
 * readable document answers its refusal; a transfer that fails throws (the receipt stays claimed,
 * the next poll takes the file again) and leaves nothing in storage.
 */
async function download(
  ctx: AppContext,
  session: FtpSourceSession,
  mapping: FtpPollMapping,
  file: RemoteFile,
): Promise<UploadedFile | { refused: string }> {
  const dl = session.download(file);
  let stored: UploadedFile;
  try {
    stored = await storeDocumentFile(ctx, mapping.companyId, {
      folder: `ftp/${mapping.id}`,
      fileName: file.name,
      stream: dl.stream,
    });
  } catch (e) {
    // an unreadable file is refused only when the transfer was whole (a cut transfer is retried)
    if (isDomainError(e) && e.kind === 'invalid') {
      const transfer = await dl.done.then(
        () => null,
        (err: unknown) => err,
      );
      if (transfer) throw transfer;
      return { refused: e.message };
    }
    dl.stream.destroy();
    await dl.done.catch(() => undefined);
    if (isDomainError(e) && e.kind === 'too_large') return { refused: e.message };
    throw e;
  }
  try {
    await dl.done;
  } catch (e) {
    const storage = storageFor(ctx);
    await storage.delete(mapping.companyId, stored.key);
    await storage.delete(mapping.companyId, metaKeyOf(stored.key));
    throw e;
  }
  return stored;
}
