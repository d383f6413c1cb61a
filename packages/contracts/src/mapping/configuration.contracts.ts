import { z } from 'zod';
import { extractedTableSchema, formFieldRowSchema } from './sample.contracts.ts';
import { mappingDataSchema } from './submit-configuration.contracts.ts';
import { reviewModeSchema } from './review-mode.contracts.ts';
import { BATCH_DESTINATIONS, csvFormatsSchema, fileLayoutsSchema } from './file-layout.contracts.ts';

export const cnIdQuerySchema = z.object({ CnId: z.uuid('CnId must be a mapping id') });

/** A row of the mapping list: a draft carries the Draft badge; fileName is the mapped sample (spec 001 §3). */
export const mappingListRowSchema = z.object({
  cnId: z.string(),
  configName: z.string(),
  draftMode: z.boolean(),
  suppliersName: z.string(),
  supplierEmail: z.string(),
  docTypeId: z.number().int(),
  docType: z.string(),
  /** ISO 8601 */
  creationDate: z.string(),
  fileName: z.string(),
  /** beyond the spec: how many reviewed documents taught the mapping a corrected value (docs/review.md) */
  learnedCorrections: z.number().int().nonnegative(),
  /** beyond the spec (issue 30 point 7): the address to e-mail documents to, while the mapping has the e-mail source; else null */
  inboundEmail: z.string().nullable(),
  /** beyond the spec (issue 30 point 2): the file destinations that take one file a day, and the documents waiting for it; null when none does */
  dailyFile: z
    .object({ destinations: z.array(z.enum(BATCH_DESTINATIONS)), waiting: z.number().int().nonnegative() })
    .nullable(),
});
export type MappingListRow = z.infer<typeof mappingListRowSchema>;

/** FTP settings as read back: the password is never returned. */
export const ftpSettingsViewSchema = z.object({
  host: z.string(),
  username: z.string(),
  password: z.literal(''),
  hasPassword: z.boolean(),
  port: z.number().int(),
  prefix: z.enum(['Source', 'Destination']),
  protocol: z.enum(['ftp', 'ftps', 'sftp']),
  path: z.string(),
  fileType: z.string().nullable(),
  cnId: z.string(),
});
export type FtpSettingsView = z.infer<typeof ftpSettingsViewSchema>;

/** GetConfigurationById: the mapping in the SubmitConfiguration shape, plus the sample to draw the mapping screens. */
export const configurationViewSchema = z.object({
  cnId: z.string(),
  configName: z.string(),
  draftMode: z.boolean(),
  fileName: z.string(),
  docTypeId: z.number().int(),
  docType: z.string(),
  coEmail: z.string(),
  suppliersName: z.string(),
  requiredApproval: z.boolean(),
  /** beyond the spec (issue 22): review every document or only when unsure */
  reviewMode: reviewModeSchema.optional(),
  retentionState: z.number().int(),
  retentionDuration: z.number().int(),
  hasTemplate: z.boolean(),
  /** the e-mail source's address (docs-…@domain), issued when the mapping is saved with that source; null before */
  inboundEmail: z.string().nullable(),
  /** beyond the spec: when the API source's current token was issued (the token itself is only e-mailed); null before */
  apiTokenCreatedAt: z.string().nullable(),
  creationDate: z.string(),
  updatedDate: z.string(),
  data: mappingDataSchema,
  sample: z
    .object({
      fields: z.array(formFieldRowSchema),
      tables: z.array(extractedTableSchema),
      tableCount: z.number().int(),
    })
    .nullable(),
  endPointsConfigRequest: z.object({
    coEmail: z.string(),
    cnId: z.string(),
    configName: z.string(),
    isRetention: z.literal(true),
    retentionDuration: z.number().int(),
    retentionState: z.number().int(),
    config: z.object({
      dtId: z.number().int(),
      docType: z.string(),
      ftpIn: ftpSettingsViewSchema.nullable(),
      ftpOut: ftpSettingsViewSchema.nullable(),
      emailList: z.array(z.string()),
      isEmailConfig: z.boolean(),
      integrationType: z.string().nullable(),
      enterpriseRequest: z
        .object({ contactName: z.string(), contactNumber: z.string(), requestMessage: z.string() })
        .nullable(),
      excelTabName: z.string().nullable(),
    }),
    webhookEndPoint: z.string().nullable(),
    /** beyond the spec (issue 25): what the webhook receives */
    webhookFileType: z.enum(['JSON', 'UBL', 'CII']).optional(),
    destinationEmails: z.array(z.string()),
    destinationEmailFileType: z.string().nullable(),
    isManualUpload: z.boolean(),
    isMobileApp: z.boolean(),
    isAPI: z.boolean(),
    requiredApproval: z.boolean(),
    /** beyond the spec (issue 22): the mapping's review choice (always sent by the server) */
    reviewMode: reviewModeSchema.optional(),
    /** beyond the spec (issue 30): one file per document or per day, per file destination */
    fileLayouts: fileLayoutsSchema.optional(),
    csvFormats: csvFormatsSchema.optional(),
    draftMode: z.boolean(),
  }),
});
export type ConfigurationView = z.infer<typeof configurationViewSchema>;

/** GetFileUrlByCnId: a link to the mapping's sample document, or isError with the message to show (spec 002 §3). */
export const mappedFileUrlSchema = z.object({
  fileURL: z.string(),
  docType: z.string(),
  isError: z.boolean(),
  errorMessage: z.string(),
  message: z.string(),
});
export type MappedFileUrl = z.infer<typeof mappedFileUrlSchema>;
