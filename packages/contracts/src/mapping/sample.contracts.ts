import { z } from 'zod';
import { documentModelSchema, polygonSchema } from '../engine/document-model.ts';
import { docTypeIdSchema } from './doc-types.contracts.ts';

/** A header key/value of the sample as a Form-tab row (spec 001 §3 Form field row). */
export const formFieldRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  polygon: polygonSchema.nullable(),
  keyPolygon: polygonSchema.nullable().optional(),
  page: z.number().int().positive().nullable().optional(),
  /** the chosen field id; null while unmapped */
  dF_Id: z.number().int().nullable(),
  /** 0..100; 90 for new custom rows */
  confidence: z.number(),
  includeAsColumn: z.boolean(),
  tableNumber: z.number().int(),
  columnNumber: z.number().int(),
  isUniqueKey: z.boolean(),
  unique_id: z.string(),
  isCustomField: z.boolean(),
  isNewInStack: z.boolean(),
  sortPosition: z.number().int(),
  orderIndex: z.number().int(),
  isRequired: z.boolean(),
  /** the standard field the engine proposes for this row (issue 14 §2); the Form tab pre-selects it as a suggestion */
  suggestedDfId: z.number().int().nullable().optional(),
  /** 0..100: how sure the proposal is */
  suggestionConfidence: z.number().min(0).max(100).optional(),
  /** whether the row likely is a label and its value (issue 14 §3); unlikely rows fold under "Other text found" */
  likely: z.boolean().optional(),
  /** the row was drawn by the user on the sample (issue 14 §1), not detected */
  drawn: z.boolean().optional(),
  /** the sample's own reading, kept when the user corrected the row's text on the mapping screen (issue 22 point 4) */
  readAs: z.string().optional(),
  /** the user confirmed the sample's reading as printed (saved it unchanged on the mapping screen, issue 22 point 4) */
  textConfirmed: z.boolean().optional(),
  /** the field always delivers this value (issue 22 point 3) */
  fixedValue: z.string().optional(),
});
export type FormFieldRow = z.infer<typeof formFieldRowSchema>;

export const extractedCellSchema = z.object({
  text: z.string(),
  columnNumber: z.number().int().positive(),
  polygon: polygonSchema.nullable(),
});
export const extractedRowSchema = z.object({
  rowNumber: z.number().int().positive(),
  isHeader: z.boolean().optional(),
  cells: z.array(extractedCellSchema),
});
export const extractedColumnSchema = z.object({
  columnNumber: z.number().int().positive(),
  /** header text as printed on the sample (null when the table has no header row) */
  header: z.string().nullable().optional(),
  dF_Id: z.number().int().nullable(),
  sequenceNumber: z.number().int(),
});

/** A table rule (spec 001 §3 Rule); rL_Id is the rule type (GetMapRules: 1 exclude, 2 include). */
export const tableRuleSchema = z.object({
  rL_Id: z.number().int(),
  dF_Id: z.number().int().nullable().optional(),
  columnKeyNumber: z.number().int().nullable().optional(),
  columnKeyName: z.string().nullable().optional(),
  dataColumnNumber: z.number().int().nullable().optional(),
  dataColumnValue: z.string().nullable().optional(),
  rowNumber: z.number().int().nullable().optional(),
  table: z.number().int().nullable().optional(),
  columnNumber: z.number().int().nullable().optional(),
  key_Id: z.string().nullable().optional(),
});
export type TableRule = z.infer<typeof tableRuleSchema>;

/** Extracted table shape (spec 001 §3). `capture` is the per-table Yes/No toggle. */
export const extractedTableSchema = z.object({
  tableNumber: z.number().int().positive(),
  polygon: polygonSchema.nullable(),
  pages: z.array(z.number().int().positive()).optional(),
  capture: z.boolean().optional(),
  rows: z.array(extractedRowSchema),
  columns: z.array(extractedColumnSchema),
  rule: z.array(tableRuleSchema),
});
export type ExtractedTable = z.infer<typeof extractedTableSchema>;

/** What GetDataFromSampleFile (and GetSampleExtraction when done) answers. */
export const sampleResultSchema = z.object({
  /** the sample's name within the company; SubmitConfiguration refers to the sample by it */
  fileName: z.string(),
  /** the sample's id (also the polling jobId) */
  sampleId: z.string(),
  docTypeId: z.number().int(),
  /** the engine's document model */
  data: documentModelSchema,
  fields: z.array(formFieldRowSchema),
  udfFields: z.array(formFieldRowSchema),
  tables: z.array(extractedTableSchema),
  tableCount: z.number().int().nonnegative(),
  /** 'partial' when some pages could not be read */
  status: z.enum(['success', 'partial']),
  warnings: z.array(z.string()),
});
export type SampleResult = z.infer<typeof sampleResultSchema>;

/** The 202 answer while the extraction job runs; poll GetSampleExtraction?jobId. */
export const sampleProcessingSchema = z.object({
  jobId: z.string(),
  status: z.literal('processing'),
  /** stable progress keys: queued → extracting → done | failed */
  stage: z.enum(['queued', 'extracting', 'done', 'failed']),
  progress: z.number().int().min(0).max(100),
});
export type SampleProcessing = z.infer<typeof sampleProcessingSchema>;

/** Multipart fields (or query) of POST GetDataFromSampleFile beside the `file` part. */
export const sampleUploadFieldsSchema = z.object({
  docTypeId: docTypeIdSchema,
  /** the fileName of an earlier upload this one replaces (a rotated re-upload) */
  fileName: z.string().trim().max(255).optional(),
});

export const sampleExtractionQuerySchema = z.object({ jobId: z.uuid('jobId must be a job id') });
