import { approvalDataSchema, docIntentSchema, mobileMappingsSchema, processDocIntentResultSchema, s3DetailsSchema, uploadedFileSchema } from '@paperbridge/contracts';
import { z } from 'zod';
import { apiGet, apiPost } from '../../api/api-client';

const MAP = '/api/Admin/Map';
const APP = '/api/App';
// the capture page shows each failure beside the photo it concerns, not as a toast
const quiet = { quiet: true } as const;

/**
 * The phone's calls: the same as manual upload (spec 002 §7), sent as the mobile source
 * (webRequest false), so the mapping must take the Mobile App source and the document is marked
 * 'mobile'. Answers are checked against the contracts.
 */
export const captureApi = {
  getMobileMappings: async () => mobileMappingsSchema.parse(await apiGet(`${APP}/GetMobileMappings`, quiet)),
  getS3Details: async (configId: string) => s3DetailsSchema.parse(await apiGet(`${APP}/GetS3Details`, { query: { ConfigId: configId, webRequest: 'false' }, ...quiet })),
  uploadFile: async (path: string, file: File) => {
    const form = new FormData();
    form.append('path', path); // before the file: the server reads the folder first
    form.append('file', file, file.name);
    return uploadedFileSchema.parse(await apiPost(`${APP}/UploadFile`, form, { ...quiet, silent: true }));
  },
  createDocIntent: async (configId: string, file: { fileName: string; key: string }) =>
    z.array(docIntentSchema).parse(await apiPost(`${MAP}/CreateDocIntent`, { appFiles: [file], configId, webRequest: false }, quiet)),
  processDocIntent: async (msId: string) => processDocIntentResultSchema.parse(await apiGet(`${MAP}/ProcessDocIntent`, { query: { msId }, ...quiet })),
  getDataForApproval: async (docId: string) => approvalDataSchema.parse(await apiGet(`${MAP}/GetDataForApproval`, { query: { docId }, ...quiet })),
};

export type CaptureApi = typeof captureApi;
