import { z } from 'zod';
import { approvalDataQuerySchema } from '../documents/approval-data.contracts.ts';
import {
  approveDataQuerySchema,
  approveDataRequestSchema,
  approveDataResultSchema,
} from '../documents/approve-data.contracts.ts';
import { docWordsQuerySchema, docWordsSchema } from '../documents/doc-words.contracts.ts';
import {
  createDocIntentRequestSchema,
  docIntentSchema,
  docProgressQuerySchema,
  getS3DetailsQuerySchema,
  processDocIntentQuerySchema,
  processDocIntentResultSchema,
  s3DetailsSchema,
  uploadedFileSchema,
} from '../documents/manual-upload.contracts.ts';
import { milestoneQuerySchema, milestoneSchema } from '../documents/milestone.contracts.ts';
import { mobileMappingsSchema } from '../documents/mobile-capture.contracts.ts';
import { reprocessQuerySchema, reprocessResultSchema } from '../documents/reprocess.contracts.ts';
import { approvalAnswerSchema } from '../documents/spreadsheet-approval.contracts.ts';
import { defineCall } from './define-call.ts';

const icr = { access: 'icr', module: 'documents' } as const;

/** Upload and capture, a document's progress, review and approval, re-processing (server: http/documents/). */
export const DOCUMENT_CALLS = {
  /** multipart: a `file` */
  pdfPageCount: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/PdfPageCount',
    ...icr,
    result: z.number().int().nonnegative(),
  }),
  getS3Details: defineCall({
    method: 'GET',
    path: '/api/App/GetS3Details',
    ...icr,
    query: getS3DetailsQuerySchema,
    result: s3DetailsSchema,
  }),
  /** multipart: `path` (uploadFileFieldsSchema) and a `file` */
  uploadFile: defineCall({ method: 'POST', path: '/api/App/UploadFile', ...icr, result: uploadedFileSchema }),
  createDocIntent: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/CreateDocIntent',
    ...icr,
    input: createDocIntentRequestSchema,
    result: z.array(docIntentSchema),
  }),
  processDocIntent: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/ProcessDocIntent',
    ...icr,
    query: processDocIntentQuerySchema,
    result: processDocIntentResultSchema,
  }),
  /** server-sent events, each a documentProgressSchema */
  docProgress: defineCall({ method: 'GET', path: '/api/Admin/Map/DocProgress', ...icr, query: docProgressQuerySchema }),
  getDataForApproval: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/GetDataForApproval',
    ...icr,
    query: approvalDataQuerySchema,
    result: approvalAnswerSchema,
  }),
  /** 1 when the balance allows a reprocess, else 0 */
  reProcessDocCheck: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/ReProcessDocCheck',
    ...icr,
    query: reprocessQuerySchema,
    result: z.union([z.literal(0), z.literal(1)]),
  }),
  reProcessDoc: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/ReProcessDoc',
    ...icr,
    query: reprocessQuerySchema,
    result: reprocessResultSchema,
  }),
  getDocMilestone: defineCall({
    method: 'GET',
    path: '/api/Admin/Dashboard/GetDocMilestone',
    ...icr,
    query: milestoneQuerySchema,
    result: milestoneSchema,
  }),
  getMobileMappings: defineCall({
    method: 'GET',
    path: '/api/App/GetMobileMappings',
    ...icr,
    result: mobileMappingsSchema,
  }),
  /** a JSON body (form type), or `?docId` with a multipart xlsx `file` (spreadsheet type) */
  approveData: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/ApproveData',
    ...icr,
    input: approveDataRequestSchema,
    query: approveDataQuerySchema,
    result: approveDataResultSchema,
  }),
  getDocWords: defineCall({
    method: 'GET',
    path: '/api/Admin/Map/GetDocWords',
    ...icr,
    query: docWordsQuerySchema,
    result: docWordsSchema,
  }),
} as const;
