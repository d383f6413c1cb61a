import type { FastifyRequest } from 'fastify';
import { ruleError } from '../../services/mappings/rule-error.ts';
import { AppError } from '../app-error.ts';
import { nulError } from '../refuse-nul.ts';
import { malformedMultipart, malformedMultipartError } from '../malformed-multipart.ts';

export interface UploadedFile {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

const TOO_LARGE = 'The file is too large.';

/**
 * A multipart request's `file` part (the first file part) and its text fields, for the small
 * uploads a call needs whole (a mapping's sample, a CSV of clients). Only that part is read, and
 * only up to `maxBytes`, counted while it arrives: a larger file is refused without being held,
 * and further file parts are drained unread. A request that is not multipart, or has no file, is a
 * 400 naming `file`. (Document uploads stream to storage instead: http/documents/stream-file-part.ts.)
 */
export async function readMultipart(
  request: FastifyRequest,
  missingMessage: string,
  opts: { maxBytes: number },
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw ruleError('file', missingMessage);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes } })) {
      if (part.fieldname.includes('\0')) throw nulError('fieldname');
      if (part.type !== 'file') {
        if (typeof part.value === 'string' && part.value.includes('\0')) throw nulError(part.fieldname);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (file) {
        part.file.resume();
        continue;
      }
      if (part.filename?.includes('\0')) throw nulError('fileName');
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        chunks.push(chunk);
      }
      // busboy stops at the limit and flags the part instead of failing it
      if (part.file.truncated || size > opts.maxBytes) throw ruleError('file', TOO_LARGE, 'too_large');
      file = { fileName: part.filename ?? '', mimeType: part.mimetype, bytes: Buffer.concat(chunks, size) };
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const malformed = malformedMultipart(e, { readingParts: true });
    if (malformed) throw malformedMultipartError(malformed);
    const err = e as { code?: string; statusCode?: number; message?: string };
    if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.statusCode === 413)
      throw ruleError('file', TOO_LARGE, 'too_large');
    if (err.statusCode && err.statusCode < 500) throw ruleError('file', err.message ?? missingMessage);
    throw e;
  }
  if (!file || file.bytes.length === 0) throw ruleError('file', missingMessage);
  return { file, fields };
}
