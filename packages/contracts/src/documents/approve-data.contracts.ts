import { z } from 'zod';

const MAX_VALUE = 4000;

/** A form (or extactedFromTable) value as the review sends it back: the id and label it had, the edited value, the delete marker. */
export const approveFieldSchema = z.object({
  id: z.number().int().positive(),
  label: z.string().max(300),
  value: z.string().max(MAX_VALUE),
  isDelete: z.boolean(),
});
export type ApproveField = z.infer<typeof approveFieldSchema>;

/**
 * One table cell of the approve payload (spec 000 §3: "tables (a flat list of cells)"): where it
 * sits (table, 0-based column and row; the header is checked against that column) and its value and marker.
 */
export const approveCellSchema = z.object({
  tableNumber: z.number().int().positive(),
  columnIndex: z.number().int().min(0),
  columnHeader: z.string().max(300),
  rowIndex: z.number().int().min(0),
  value: z.string().max(MAX_VALUE),
  isDelete: z.boolean(),
});
export type ApproveCell = z.infer<typeof approveCellSchema>;

/** POST /api/Admin/Map/ApproveData (form type). Values not sent keep what was extracted. */
export const approveDataRequestSchema = z.object({
  docId: z.string().trim().min(1).max(64),
  form: z.array(approveFieldSchema).max(1000),
  extactedFromTable: z.array(approveFieldSchema).max(1000),
  tables: z.array(approveCellSchema).max(100_000),
});
export type ApproveDataRequest = z.infer<typeof approveDataRequestSchema>;

/**
 * ApproveData's query: the spreadsheet type names its document here (its body is the xlsx); the form type
 * sends none (its docId is in the JSON body), so the server asks for it only with a multipart body.
 */
export const approveDataQuerySchema = z.object({ docId: z.string().trim().min(1).max(64).optional() });

/** ApproveData's result: the document and its new approvalStatus (1 approved, 3 approved but not sent yet). */
export const approveDataResultSchema = z.object({
  dtId: z.string(),
  approvalStatus: z.union([z.literal(1), z.literal(3)]),
});
export type ApproveDataResult = z.infer<typeof approveDataResultSchema>;
