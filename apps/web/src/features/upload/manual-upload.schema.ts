import { getS3DetailsQuerySchema, MANUAL_UPLOAD_LIMITS, UPLOAD_MSG } from '@paperbridge/contracts';
import { z } from 'zod';

/**
 * The manual upload form (spec 002 §5): a client, a mapping that takes manual uploads, and 1 to
 * 10 files of at most 10 pages together. Built from the calls' own schemas so the form refuses
 * exactly what the server would.
 */
export const manualUploadFormSchema = z
  .object({
    clientEmail: z.string().trim().min(1),
    configId: getS3DetailsQuerySchema.shape.ConfigId,
    files: z
      .array(z.object({ name: z.string().trim().min(1).max(255), pages: z.number().int().nonnegative() }))
      .min(1, UPLOAD_MSG.fileRequired)
      .max(MANUAL_UPLOAD_LIMITS.maxFiles, UPLOAD_MSG.tooManyFiles),
  })
  .refine((v) => v.files.reduce((n, f) => n + f.pages, 0) <= MANUAL_UPLOAD_LIMITS.maxPages, {
    message: UPLOAD_MSG.tooManyPages,
    path: ['files'],
  });

export type ManualUploadForm = z.infer<typeof manualUploadFormSchema>;

/** Upload is enabled only for a valid form (spec 002 §5: a client, a mapping and at least one file). */
export const canUpload = (form: {
  clientEmail: string | null;
  configId: string | null;
  files: { name: string; pages: number }[];
}) =>
  manualUploadFormSchema.safeParse({
    clientEmail: form.clientEmail ?? '',
    configId: form.configId ?? '',
    files: form.files,
  }).success;
