import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { UPLOAD_MSG } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import { documents } from '../../db/schema/index.ts';
import type { MappingRecord } from '../mappings/find-mapping.ts';
import { storageFor } from '../../connectors/storage/storage-for.ts';
import { conflict } from '../../lib/errors/domain-error.ts';
import { metaKeyOf } from '../../pipeline/intake/document-files.ts';
import { storeDocumentFile } from '../../pipeline/intake/store-document-file.ts';
import { submitDocument, type SubmittedDocument } from '../../pipeline/intake/submit-document.ts';

/**
 * Idempotency keys are unique per company in the documents table; the API's are per token
 * (mapping), so they are stored under the mapping: two mappings' systems may use the same keys.
 */
const storedKey = (mapping: MappingRecord, key: string) => `api:${mapping.id}:${key}`;

/** Refused before any byte of the file is read: the mapping cannot process documents yet. */
export function checkMappingTakesDocuments(mapping: MappingRecord): void {
  if (mapping.draftMode) throw conflict(UPLOAD_MSG.draftMapping);
  if (!mapping.template) throw conflict(UPLOAD_MSG.noTemplate);
}

/**
 * POST /api/v1/documents: a document arriving through the API source becomes a document of the
 * token's mapping. A key already used answers its document without storing the file again (the
 * upload is drained unread). Otherwise the file is streamed to storage and checked, and the
 * pipeline starts; balance, duplicates and page limits are the pipeline's (docs/pipeline.md).
 */
export async function receiveApiDocument(
  ctx: AppContext,
  mapping: MappingRecord,
  input: { idempotencyKey: string | null; fileName: string; stream: Readable },
): Promise<SubmittedDocument> {
  const key = input.idempotencyKey ? storedKey(mapping, input.idempotencyKey) : null;
  if (key) {
    const [earlier] = await ctx.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.companyId, mapping.companyId), eq(documents.idempotencyKey, key)));
    if (earlier) {
      input.stream.resume();
      await finished(input.stream);
      return { dtId: earlier.id, created: false };
    }
  }
  const file = await storeDocumentFile(ctx, mapping.companyId, {
    folder: `api/${mapping.id}`,
    fileName: input.fileName,
    stream: input.stream,
  });
  const submitted = await submitDocument(ctx, {
    companyId: mapping.companyId,
    mapping,
    source: 'api',
    file,
    idempotencyKey: key,
    sourceRef: 'api',
  });
  if (!submitted.created) {
    // the same key posted twice at once: the other request's document stands, this copy goes
    const storage = storageFor(ctx);
    await storage.delete(mapping.companyId, file.key);
    await storage.delete(mapping.companyId, metaKeyOf(file.key));
  }
  return submitted;
}
