import type { FastifyRequest } from 'fastify';
import { ruleError } from '../../services/mappings/rule-error.ts';

export interface UploadedFile {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/**
 * A multipart request's `file` part (the first file part) and its text fields.
 * A request that is not multipart, or has no file, is a 400 naming `file`.
 */
export async function readMultipart(request: FastifyRequest, missingMessage: string): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw ruleError('file', missingMessage);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!file) file = { fileName: part.filename ?? '', mimeType: part.mimetype, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    const err = e as { code?: string; statusCode?: number; message?: string };
    if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.statusCode === 413) throw ruleError('file', 'The file is too large.', 'too_large');
    if (err.statusCode && err.statusCode < 500) throw ruleError('file', err.message ?? missingMessage);
    throw e;
  }
  if (!file || file.bytes.length === 0) throw ruleError('file', missingMessage);
  return { file, fields };
}
