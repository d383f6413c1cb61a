import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { UPLOAD_MSG } from '@paperbridge/contracts';
import { AppError } from '../app-error.ts';

export interface FilePart {
  fileName: string;
  mimeType: string;
  stream: Readable;
  /** text fields sent before the file part (and the query string) */
  fields: Record<string, string>;
}

/**
 * Hands the request's first file part to `consume` as a stream, so the upload goes to storage as
 * it arrives (never buffered whole). Text fields must come before the file part, as browsers send
 * FormData in order; the query string counts as fields too. Further file parts are drained unread.
 */
export async function streamFilePart<T>(request: FastifyRequest, consume: (part: FilePart) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw new AppError(400, UPLOAD_MSG.fileRequired, [{ field: 'file', message: UPLOAD_MSG.fileRequired }]);
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries((request.query ?? {}) as Record<string, unknown>)) if (typeof v === 'string') fields[k] = v;
  let result: { value: T } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (result) {
        part.file.resume();
        continue;
      }
      result = { value: await consume({ fileName: part.filename ?? '', mimeType: part.mimetype, stream: part.file, fields: { ...fields } }) };
    }
  } catch (e) {
    const err = e as { code?: string; statusCode?: number; message?: string };
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'The file is too large.', [{ field: 'file', message: 'The file is too large.' }]);
    if (err.code?.startsWith('FST_') && err.statusCode && err.statusCode < 500) throw new AppError(err.statusCode, err.message ?? UPLOAD_MSG.fileRequired);
    throw e;
  }
  if (!result) throw new AppError(400, UPLOAD_MSG.fileRequired, [{ field: 'file', message: UPLOAD_MSG.fileRequired }]);
  return result.value;
}
