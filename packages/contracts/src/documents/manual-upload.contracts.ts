import { z } from 'zod';
import { documentStateSchema, documentSourceSchema, pipelineStepSchema, stageStatusSchema } from './document-states.ts';

/**
 * GET /api/App/GetS3Details?ConfigId[&webRequest=false]: where the browser puts the files of one
 * upload batch. webRequest=false (beyond the spec, as in CreateDocIntent) is the mobile capture
 * page: the mapping must then take the mobile source instead of manual upload.
 */
export const getS3DetailsQuerySchema = z.object({
  ConfigId: z.string().trim().min(1).max(64),
  webRequest: z.enum(['true', 'false']).optional(),
});
export const s3DetailsSchema = z.object({
  /** the S3 bucket, or 'local' for the embedded file store */
  bucketName: z.string(),
  /** the batch's folder inside the caller's company: files uploaded with it land there */
  path: z.string(),
});
export type S3Details = z.infer<typeof s3DetailsSchema>;

/** POST /api/App/UploadFile (multipart: path, file): one file streamed into the batch folder. */
export const uploadFileFieldsSchema = z.object({ path: z.string().trim().min(1).max(300) });
export const uploadedFileSchema = z.object({
  fileName: z.string(),
  /** the storage key, to name in CreateDocIntent's appFiles */
  key: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string(),
  pageCount: z.number().int().nonnegative(),
  contentType: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** POST /api/Admin/Map/CreateDocIntent {appFiles, configId, webRequest}. */
export const createDocIntentRequestSchema = z.object({
  appFiles: z
    .array(z.object({ fileName: z.string().trim().min(1).max(255), key: z.string().trim().min(1).max(600) }))
    .min(1)
    .max(10),
  configId: z.string().trim().min(1).max(64),
  /** true from the web app, false from the mobile app */
  webRequest: z.boolean().default(true),
});
export type CreateDocIntentRequest = z.infer<typeof createDocIntentRequestSchema>;

/** One entry of CreateDocIntent's result: status 1 = accepted (process it with msId), 0 = refused with a message. */
export const docIntentSchema = z.object({
  fileName: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  msId: z.string().nullable(),
  message: z.string(),
});
export type DocIntent = z.infer<typeof docIntentSchema>;

/** GET /api/Admin/Map/ProcessDocIntent?msId: queue the document; answers its id and state. */
export const processDocIntentQuerySchema = z.object({ msId: z.string().trim().min(1).max(64) });
export const processDocIntentResultSchema = z.object({ dtId: z.string(), state: documentStateSchema });

/** One document's progress, as the processing panel shows it (the events of GET /api/Admin/Map/DocProgress). */
export const documentProgressSchema = z.object({
  dtId: z.string(),
  fileName: z.string(),
  source: documentSourceSchema,
  state: documentStateSchema,
  /** the step running or last finished */
  step: pipelineStepSchema.nullable(),
  stepStatus: stageStatusSchema.nullable(),
  /** 0..100, following the real stages */
  progress: z.number().int().min(0).max(100),
  /** done = nothing more happens without the user (ready, awaiting review, failed...) */
  done: z.boolean(),
  approvalStatus: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type DocumentProgress = z.infer<typeof documentProgressSchema>;

/** GET /api/Admin/Map/DocProgress?ids=a,b: a text/event-stream of `progress` events (one JSON DocumentProgress[] each). */
export const docProgressQuerySchema = z.object({
  ids: z
    .string()
    .trim()
    .min(1)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid()).min(1).max(50)),
});
