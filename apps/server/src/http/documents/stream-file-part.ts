import type { FastifyRequest } from 'fastify';
import { PassThrough, type Readable } from 'node:stream';
import { UPLOAD_MSG } from '@paperbridge/contracts';
import { AppError } from '../app-error.ts';
import { nulError } from '../refuse-nul.ts';
import { malformedMultipart, malformedMultipartError } from '../malformed-multipart.ts';

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
  if (!request.isMultipart())
    throw new AppError(400, UPLOAD_MSG.fileRequired, [{ field: 'file', message: UPLOAD_MSG.fileRequired }]);
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries((request.query ?? {}) as Record<string, unknown>))
    if (typeof v === 'string') fields[k] = v;
  let result: { value: T } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.fieldname.includes('\0')) throw nulError('fieldname');
      if (part.type !== 'file') {
        if (typeof part.value === 'string' && part.value.includes('\0')) throw nulError(part.fieldname);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (result) {
        part.file.resume();
        continue;
      }
      if (part.filename?.includes('\0')) throw nulError('fileName');
      result = {
        value: await consume({
          fileName: part.filename ?? '',
          mimeType: part.mimetype,
          stream: failsWhenCutShort(part.file),
          fields: { ...fields },
        }),
      };
    }
  } catch (e) {
    const malformed = malformedMultipart(e, { readingParts: true });
    if (malformed) throw malformedMultipartError(malformed);
    const err = e as { code?: string; statusCode?: number; message?: string };
    if (err.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'The file is too large.', [{ field: 'file', message: 'The file is too large.' }]);
    if (err.code?.startsWith('FST_') && err.statusCode && err.statusCode < 500)
      throw new AppError(err.statusCode, err.message ?? UPLOAD_MSG.fileRequired);
    throw e;
  }
  if (!result) throw new AppError(400, UPLOAD_MSG.fileRequired, [{ field: 'file', message: UPLOAD_MSG.fileRequired }]);
  return result.value;
}

/**
 * The part's bytes through a stream that fails when the body is cut short (no closing boundary).
 * busboy then destroys the part without an error, maybe before the consumer has attached, and a
 * pipeline from a stream already closed that way waits forever (Node 20): the request would hang.
 */
function failsWhenCutShort(file: Readable): Readable {
  const out = new PassThrough();
  // a consumer that refused the upload before reading it never listens: its error must not crash the process
  out.on('error', () => undefined);
  const cutShort = () => out.destroy(new Error('Part terminated early due to unexpected end of multipart data'));
  if (file.destroyed && !file.readableEnded) cutShort();
  file.on('error', (e) => out.destroy(e));
  file.once('close', () => {
    if (!file.readableEnded) cutShort();
  });
  file.pipe(out);
  return out;
}
