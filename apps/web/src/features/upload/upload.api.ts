import { DOCUMENT_CALLS, type CreateDocIntentRequest } from '@paperbridge/contracts';
import { callApi } from '../../api/call-api';

// Every call is quiet: the upload status modal shows the server's message beside the file it
// concerns, which a toast (gone after 10 s, no file name) would not.
const quiet = { quiet: true } as const;

/** The manual upload calls of spec 002 §7, answers checked against the contracts. */
export const uploadApi = {
  pdfPageCount: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return callApi(DOCUMENT_CALLS.pdfPageCount, { body: form }, { ...quiet, silent: true });
  },
  getS3Details: (configId: string) => callApi(DOCUMENT_CALLS.getS3Details, { query: { ConfigId: configId } }, quiet),
  /** multipart with `path` first: the server reads the folder before the file streams in */
  uploadFile: (path: string, file: File) => {
    const form = new FormData();
    form.append('path', path);
    form.append('file', file, file.name);
    // silent: the "Uploading X of Y" counter stands in for the global loader
    return callApi(DOCUMENT_CALLS.uploadFile, { body: form }, { ...quiet, silent: true });
  },
  createDocIntent: (body: CreateDocIntentRequest) => callApi(DOCUMENT_CALLS.createDocIntent, { body }, quiet),
  processDocIntent: (msId: string) => callApi(DOCUMENT_CALLS.processDocIntent, { query: { msId } }, quiet),
};

export type UploadApi = typeof uploadApi;
