import {
  docIntentSchema,
  processDocIntentResultSchema,
  s3DetailsSchema,
  uploadedFileSchema,
  type CreateDocIntentRequest,
} from '@paperbridge/contracts';
import { z } from 'zod';
import { apiGet, apiPost } from '../../api/api-client';

const MAP = '/api/Admin/Map';
const APP = '/api/App';

// Every call is quiet: the upload status modal shows the server's message beside the file it
// concerns, which a toast (gone after 10 s, no file name) would not.
const quiet = { quiet: true } as const;

/** The manual upload calls of spec 002 §7, answers checked against the contracts. */
export const uploadApi = {
  pdfPageCount: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return z.number().int().nonnegative().parse(await apiPost<number>(`${MAP}/PdfPageCount`, form, { ...quiet, silent: true }));
  },
  getS3Details: async (configId: string) => s3DetailsSchema.parse(await apiGet(`${APP}/GetS3Details`, { query: { ConfigId: configId }, ...quiet })),
  /** multipart with `path` first: the server reads the folder before the file streams in */
  uploadFile: async (path: string, file: File) => {
    const form = new FormData();
    form.append('path', path);
    form.append('file', file, file.name);
    // silent: the "Uploading X of Y" counter stands in for the global loader
    return uploadedFileSchema.parse(await apiPost(`${APP}/UploadFile`, form, { ...quiet, silent: true }));
  },
  createDocIntent: async (body: CreateDocIntentRequest) => z.array(docIntentSchema).parse(await apiPost(`${MAP}/CreateDocIntent`, body, quiet)),
  processDocIntent: async (msId: string) => processDocIntentResultSchema.parse(await apiGet(`${MAP}/ProcessDocIntent`, { query: { msId }, ...quiet })),
};

export type UploadApi = typeof uploadApi;
