import { approvalDataSchema, DOCUMENT_CALLS } from '@paperbridge/contracts';
import { callApi } from '../../api/call-api';

// the capture page shows each failure beside the photo it concerns, not as a toast
const quiet = { quiet: true } as const;

/**
 * The phone's calls: the same as manual upload (spec 002 §7), sent as the mobile source
 * (webRequest false), so the mapping must take the Mobile App source and the document is marked
 * 'mobile'. Answers are checked against the contracts.
 */
export const captureApi = {
  getMobileMappings: () => callApi(DOCUMENT_CALLS.getMobileMappings, {}, quiet),
  getS3Details: (configId: string) =>
    callApi(DOCUMENT_CALLS.getS3Details, { query: { ConfigId: configId, webRequest: 'false' } }, quiet),
  uploadFile: (path: string, file: File) => {
    const form = new FormData();
    form.append('path', path); // before the file: the server reads the folder first
    form.append('file', file, file.name);
    return callApi(DOCUMENT_CALLS.uploadFile, { body: form }, { ...quiet, silent: true });
  },
  createDocIntent: (configId: string, file: { fileName: string; key: string }) =>
    callApi(DOCUMENT_CALLS.createDocIntent, { body: { appFiles: [file], configId, webRequest: false } }, quiet),
  processDocIntent: (msId: string) => callApi(DOCUMENT_CALLS.processDocIntent, { query: { msId } }, quiet),
  // GetDataForApproval answers either document type; the phone shows only the form type's data
  getDataForApproval: async (docId: string) =>
    approvalDataSchema.parse(await callApi(DOCUMENT_CALLS.getDataForApproval, { query: { docId } }, quiet)),
};

export type CaptureApi = typeof captureApi;
