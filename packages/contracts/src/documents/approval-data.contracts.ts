import { z } from 'zod';
import { polygonSchema } from '../engine/document-model.ts';
import { valueSourceSchema } from '../engine/template.ts';
import { reviewReasonSchema } from './review-reasons.contracts.ts';
import { documentKindSchema, fieldKindSchema } from '../values/field-kind.ts';

/**
 * One extracted value in the approval data shape of spec 000 §3 (id, label, value, isDelete),
 * with what the review screen needs to show it on the page: confidence (0..100), page, polygon,
 * and whether the mapping requires it and it was not found.
 */
export const approvalFieldSchema = z.object({
  id: z.number().int(),
  /** the output field's id (dF_Id) */
  dF_Id: z.number().int().nullable(),
  label: z.string(),
  value: z.string(),
  isDelete: z.boolean(),
  confidence: z.number().min(0).max(100).nullable(),
  page: z.number().int().positive().nullable(),
  polygon: polygonSchema.nullable(),
  isRequired: z.boolean(),
  /** no value was read from this page for this field */
  missing: z.boolean(),
  /** where the value comes from (absent: read from the page as printed); the review screen marks a corrected one */
  source: valueSourceSchema.optional(),
  /** the text as read on the page, when source is 'corrected' */
  readAs: z.string().optional(),
  /** read with less confidence than the calibrated review threshold of its kind (issue 22); absent in older data */
  lowConfidence: z.boolean().optional(),
});
export type ApprovalField = z.infer<typeof approvalFieldSchema>;

export const approvalCellSchema = z.object({
  value: z.string(),
  isDelete: z.boolean(),
});
export type ApprovalCell = z.infer<typeof approvalCellSchema>;

export const approvalColumnSchema = z.object({
  columnHeader: z.string(),
  dF_Id: z.number().int().nullable(),
  isDelete: z.boolean(),
  cells: z.array(approvalCellSchema),
});

export const approvalTableSchema = z.object({
  tableNumber: z.number().int().positive(),
  /** 0..100: share of the mapped columns found on this document */
  confidence: z.number().min(0).max(100).nullable(),
  page: z.number().int().positive().nullable(),
  columns: z.array(approvalColumnSchema),
});
export type ApprovalTable = z.infer<typeof approvalTableSchema>;

/** One value as it will be delivered (issue 30): its field's kind and the normalised value, or why it cannot be. */
export const typedReadingSchema = z.object({
  kind: fieldKindSchema,
  /** a number (amounts, percentages, quantities), an ISO date, cleaned text; null when empty or unreadable */
  typed: z.union([z.string(), z.number()]).nullable(),
  currency: z.string().nullable().optional(),
  problem: z.string().optional(),
});
export type TypedReading = z.infer<typeof typedReadingSchema>;

/** What the review screen shows beside the values (issue 30): the document's kind, who it appears to be from, each value typed. */
export const documentFactsSchema = z.object({
  documentKind: documentKindSchema,
  /** why the document is taken for a credit note, or a self-billed invoice */
  documentKindEvidence: z.string().nullable(),
  /** the supplier the page names, read without the template */
  appearsFrom: z.string().nullable(),
  currency: z.string().nullable(),
  /** by the value's label, header values only */
  values: z.record(z.string(), typedReadingSchema),
});
export type DocumentFacts = z.infer<typeof documentFactsSchema>;

/** GET /api/Admin/Map/GetDataForApproval?docId */
export const approvalDataQuerySchema = z.object({ docId: z.string().trim().min(1).max(64) });

/** result of GetDataForApproval (form type), and what the map stage stores as a document's extracted data. */
export const approvalDataSchema = z.object({
  docRef: z.string(),
  form: z.array(approvalFieldSchema),
  extactedFromTable: z.array(approvalFieldSchema),
  tables: z.array(approvalTableSchema),
  /** GetDataForApproval only (never stored): why the document waits for review (issue 22); absent once approved */
  reviewReasons: z.array(reviewReasonSchema).optional(),
  /** GetDataForApproval only (never stored): what the values will be delivered as (issue 30) */
  facts: documentFactsSchema.optional(),
});
export type ApprovalData = z.infer<typeof approvalDataSchema>;
