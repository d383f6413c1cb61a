import { z } from 'zod';
import { polygonSchema } from '../engine/document-model.ts';
import { tableRuleSchema } from './sample.contracts.ts';
import { MSG } from '../validation-messages.ts';
import { reviewModeSchema } from './review-mode.contracts.ts';
import { csvFormatsSchema, fileLayoutsSchema } from './file-layout.contracts.ts';
import { ftpFolderSchema } from './ftp-folder.contracts.ts';

/**
 * The SubmitConfiguration payload of spec 001 §3 (POST MapDataFromSampleFile, POST EditConfiguration).
 * Shapes are checked here; the spec's business rules (required sources, e-mail lists, FTP forms,
 * phone format...) are checked by the server so each answers its exact message.
 */

/** '' and null (what a cleared form field sends) read as "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** An optional text; with a label, too long answers '<label> must be at most N characters.' (issue 14 point 10). */
const optString = (max = 500, label?: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, label ? MSG.maxLength(label, max) : undefined)
      .optional(),
  );
const optBool = z.preprocess(
  blankToUndefined,
  z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
);
/** A list given as an array or as one string separated by commas or semicolons. */
const emailList = z.preprocess(
  (v) => {
    if (v === null || v === undefined || v === '') return undefined;
    if (typeof v === 'string')
      return v
        .split(/[;,]/)
        .map((s) => s.trim())
        .filter(Boolean);
    return v;
  },
  z.array(z.string().max(254)).max(100).optional(),
);

export const ftpProtocolSchema = z.enum(['ftp', 'ftps', 'sftp']);
export type FtpProtocol = z.infer<typeof ftpProtocolSchema>;

export const ftpSettingsInputSchema = z.object({
  host: optString(253, 'Host'),
  username: optString(200, 'User name'),
  /** blank on edit keeps the stored password */
  password: z.preprocess(blankToUndefined, z.string().max(500, MSG.maxLength('Password', 500)).optional()),
  port: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  prefix: optString(20),
  cnId: optString(64),
  /** destination output format: JSON, EXCEL, XML, DOCX */
  fileType: optString(10),
  protocol: z.preprocess(
    (v) => (typeof v === 'string' && v ? v.toLowerCase() : blankToUndefined(v)),
    ftpProtocolSchema.optional(),
  ),
  /** remote folder: absolute, or from the login folder ('' the login folder); a source's done/ and failed/ are inside it */
  path: ftpFolderSchema,
});
export type FtpSettingsInput = z.infer<typeof ftpSettingsInputSchema>;

export const enterpriseRequestSchema = z.object({
  contactName: optString(200, 'Enterprise Name'),
  /** the code joined with the number: '(+61) 412 345 678' */
  contactNumber: optString(30),
  requestMessage: optString(4000, 'Enterprise requirements'),
});

export const endPointsConfigSchema = z.object({
  dtId: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
  docType: optString(100),
  ftpIn: z.preprocess(blankToUndefined, ftpSettingsInputSchema.optional()),
  ftpOut: z.preprocess(blankToUndefined, ftpSettingsInputSchema.optional()),
  /** source e-mail attachment: the addresses documents may come from */
  emailList,
  isEmailConfig: optBool,
  /** standard integration partner code (XERO, QUICKBOOK); Commercial Invoice only */
  integrationType: optString(50),
  enterpriseRequest: z.preprocess(blankToUndefined, enterpriseRequestSchema.optional()),
  /** Excel worksheet tab name (customised type with Excel output) */
  excelTabName: optString(31),
});

export const endPointsConfigRequestSchema = z.object({
  /** the client: its e-mail (the code of GetAllUsers) */
  coEmail: optString(254),
  cnId: optString(64),
  configName: optString(100),
  type: optString(100),
  isRetention: optBool,
  /** days: 0 (minimum), 30, 60, 90, 180, 365, 720, 1440 */
  retentionDuration: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
  /** 1..8 (spec 001 §4); used when retentionDuration is not given */
  retentionState: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
  config: z.preprocess(blankToUndefined, endPointsConfigSchema.optional()),
  webhookEndPoint: optString(2000),
  /** beyond the spec (issue 25): JSON (default), UBL or CII */
  webhookFileType: optString(10),
  destinationEmail: emailList,
  destinationEmails: emailList,
  destinationEmailFileType: optString(10),
  isManualUpload: optBool,
  isMobileApp: optBool,
  isAPI: optBool,
  requiredApproval: optBool,
  /** beyond the spec (issue 22): review every document or only when unsure; absent on edit keeps the stored choice, on create 'unsure' */
  reviewMode: z.preprocess(blankToUndefined, reviewModeSchema.optional()),
  draftMode: optBool,
  newConfig: optBool,
  /** beyond the spec (issue 30): per file destination, one file per document or one file a day; absent on edit keeps the stored choice */
  fileLayouts: z.preprocess(blankToUndefined, fileLayoutsSchema.optional()),
  /** beyond the spec (issue 30): per file destination, how a CSV file writes numbers and dates; absent on edit keeps the stored choice */
  csvFormats: z.preprocess(blankToUndefined, csvFormatsSchema.optional()),
});
export type EndPointsConfigRequest = z.infer<typeof endPointsConfigRequestSchema>;

/** A Form-tab row as submitted: what the server keeps of it. */
export const submittedFieldRowSchema = z.object({
  key: z.string().max(500).default(''),
  label: z.string().max(500).optional(),
  value: z.string().max(5000).default(''),
  polygon: polygonSchema.nullable().optional(),
  page: z.number().int().positive().nullable().optional(),
  dF_Id: z.preprocess(blankToUndefined, z.coerce.number().int().nullable().optional()),
  confidence: z.number().optional(),
  includeAsColumn: z.boolean().optional(),
  tableNumber: z.number().int().nullable().optional(),
  columnNumber: z.number().int().nullable().optional(),
  isUniqueKey: z.boolean().optional(),
  unique_id: z.string().max(100).optional(),
  unique_Id: z.string().max(100).optional(),
  isCustomField: z.boolean().optional(),
  isNewInStack: z.boolean().optional(),
  sortPosition: z.number().int().optional(),
  orderIndex: z.number().int().optional(),
  isRequired: z.boolean().optional(),
  /**
   * Issue 22 point 4: the sample's own reading of the row when the user corrected its text on the mapping screen.
   * Shown again on edit; the server recomputes it from the stored sample (a value equal to the sample's OCR
   * reading is unconfirmed, one a person changed or read from a text layer is confirmed).
   */
  readAs: z.string().max(5000).optional(),
  /** Issue 22 point 4: the user checked the sample's reading against the print and saved it unchanged: it is confirmed */
  textConfirmed: z.boolean().optional(),
  /** Issue 22 point 3: the field always delivers this value, whatever the page reads ("Always deliver this value") */
  fixedValue: optString(500, 'Fixed value'),
  /** the row was captured from the document by the user (issue 14 §1); one without a field is not kept (issue 30 point 7) */
  drawn: z.boolean().optional(),
});
export type SubmittedFieldRow = z.infer<typeof submittedFieldRowSchema>;

export const submittedTableSchema = z.object({
  tableNumber: z.number().int().positive(),
  /** the per-table "Do you require to capture below information?" toggle; default: capture when a column is mapped */
  capture: z.boolean().optional(),
  columns: z
    .array(
      z.object({
        columnNumber: z.number().int().positive(),
        dF_Id: z.preprocess(blankToUndefined, z.coerce.number().int().nullable().optional()),
        sequenceNumber: z.number().int().optional(),
      }),
    )
    .default([]),
  rule: z.array(tableRuleSchema).default([]),
});
export type SubmittedTable = z.infer<typeof submittedTableSchema>;

/** The user's mapping choices; the sample's document model stays on the server (a client copy is ignored). */
export const mappingDataSchema = z.object({
  fields: z.array(submittedFieldRowSchema).max(500).default([]),
  udfFields: z.array(submittedFieldRowSchema).max(500).default([]),
  tables: z.array(submittedTableSchema).max(100).default([]),
});
export type MappingData = z.infer<typeof mappingDataSchema>;

export const submitConfigurationSchema = z.object({
  /** the sample's fileName as GetDataFromSampleFile answered it */
  fileName: z.string().trim().min(1, 'fileName is required').max(255),
  data: z.preprocess(blankToUndefined, mappingDataSchema.optional()),
  translation: z.boolean().optional(),
  endPointsConfigRequest: endPointsConfigRequestSchema,
});
export type SubmitConfiguration = z.infer<typeof submitConfigurationSchema>;

/** POST EditConfiguration: the same payload, the mapping named by endPointsConfigRequest.cnId; fileName and data optional. */
export const editConfigurationSchema = z.object({
  fileName: z.string().trim().max(255).optional(),
  data: z.preprocess(blankToUndefined, mappingDataSchema.optional()),
  translation: z.boolean().optional(),
  newConfig: optBool,
  endPointsConfigRequest: endPointsConfigRequestSchema.extend({ cnId: z.uuid('cnId must be a mapping id') }),
});
export type EditConfiguration = z.infer<typeof editConfigurationSchema>;

/** MapDataFromSampleFile's result: the saved mapping, with `warnings` when the sample is a poor teacher for a mapped value (issue 22). */
export const submitConfigurationResultSchema = z
  .object({ cnId: z.string().optional(), warnings: z.array(z.string()).optional() })
  .nullable();
export type SubmitConfigurationResult = z.infer<typeof submitConfigurationResultSchema>;
/** EditConfiguration's result: as the submit's, the warnings being what the screen shows. */
export const editConfigurationResultSchema = z.object({ warnings: z.array(z.string()).optional() }).nullable();
export type EditConfigurationResult = z.infer<typeof editConfigurationResultSchema>;
