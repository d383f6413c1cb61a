import { z } from 'zod';
import { approvalDataSchema, approvalFieldSchema } from './approval-data.contracts.ts';
import { reviewReasonSchema } from './review-reasons.contracts.ts';

/**
 * The spreadsheet-type approval (spec 000 §3 "Approval data (spreadsheet type)" and "Approve
 * payload (spreadsheet type)"; docs/review.md "Spreadsheet type"): the document's data laid out as
 * the Excel output it is delivered as, edited in a grid and sent back as an xlsx file.
 */

export const spreadsheetCellSchema = z.object({
  value: z.string(),
  isDelete: z.boolean(),
});
export type SpreadsheetCell = z.infer<typeof spreadsheetCellSchema>;

export const spreadsheetRowSchema = z.object({
  /** one per column, in column order */
  cells: z.array(spreadsheetCellSchema),
  isDelete: z.boolean(),
});
export type SpreadsheetRow = z.infer<typeof spreadsheetRowSchema>;

export const spreadsheetColumnSchema = z.object({
  header: z.string(),
  isDelete: z.boolean(),
  /**
   * a header field of the document (one value, repeated on every row as the Excel output has it)
   * rather than a line-item column: the grid changes it in every row at once
   */
  shared: z.boolean(),
  /**
   * for a header field's column, what the form view marks beside its value (not found, corrected towards
   * the mapping's sample, read with low confidence): the grid shows the same marks in the column's header
   */
  marks: approvalFieldSchema
    .pick({
      id: true,
      confidence: true,
      isRequired: true,
      missing: true,
      source: true,
      readAs: true,
      lowConfidence: true,
    })
    .optional(),
});
export type SpreadsheetColumn = z.infer<typeof spreadsheetColumnSchema>;

export const spreadsheetSheetSchema = z.object({
  /** the worksheet tab name: the mapping's for the first sheet */
  name: z.string(),
  /** the highest number of cells in a row (the columns the grid draws) */
  highestCount: z.number().int().min(0),
  columns: z.array(spreadsheetColumnSchema),
  rows: z.array(spreadsheetRowSchema),
});
export type SpreadsheetSheet = z.infer<typeof spreadsheetSheetSchema>;

/** result of GetDataForApproval for a spreadsheet-type document; `type` tells it from the form type's answer. */
export const spreadsheetApprovalDataSchema = z.object({
  docRef: z.string(),
  type: z.literal('spreadsheet'),
  spreadsheet: z.object({ sheets: z.array(spreadsheetSheetSchema).min(1) }),
  /** why the document waits for review (issue 22), as in the form type's answer */
  reviewReasons: z.array(reviewReasonSchema).optional(),
});
export type SpreadsheetApprovalData = z.infer<typeof spreadsheetApprovalDataSchema>;

/** Either answer of GetDataForApproval: the spreadsheet type (with `type`) or the form type (spec 000 §3). */
export const approvalAnswerSchema = z.union([spreadsheetApprovalDataSchema, approvalDataSchema]);
export type ApprovalAnswer = z.infer<typeof approvalAnswerSchema>;
export const isSpreadsheetApproval = (a: ApprovalAnswer): a is SpreadsheetApprovalData =>
  'type' in a && a.type === 'spreadsheet';

/**
 * The saved workbook's very-hidden sheet: for every visible sheet, which of the data's rows and
 * columns it still shows (0-based, ascending) and which shown cells were deleted ([row, column] of
 * the data). The visible sheets hold only what is delivered (deleted items left out), so this is
 * how the server lays the file back onto the document's data. Its JSON is split over the cells of
 * column A (an Excel cell holds at most 32767 characters).
 */
export const SPREADSHEET_LAYOUT_SHEET = 'paperbridge-layout';
export const SPREADSHEET_LAYOUT_CHUNK = 30_000;
const index = z.number().int().min(0).max(1_000_000);
export const spreadsheetLayoutSchema = z.object({
  version: z.literal(1),
  sheets: z
    .array(
      z.object({
        name: z.string().max(31),
        rows: z.array(index).max(100_000),
        columns: z.array(index).max(1000),
        deletedCells: z.array(z.tuple([index, index])).max(1_000_000),
      }),
    )
    .max(100),
});
export type SpreadsheetLayout = z.infer<typeof spreadsheetLayoutSchema>;

/** Spec 000 §7: the saved spreadsheet is named 'Worksheet', type Xlsx. */
export const SPREADSHEET_FILE_NAME = 'Worksheet.xlsx';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What ApproveData?docId answers when the file cannot be approved (beyond the spec: it leaves them open). */
export const SPREADSHEET_MSG = {
  fileRequired: 'Send the reviewed spreadsheet as an xlsx file in the field "file".',
  notXlsx: 'The file is not an xlsx spreadsheet.',
  corrupt: 'The spreadsheet cannot be read; save it again as an xlsx file.',
  tooBig: 'The spreadsheet holds too much data to be a reviewed document.',
  noLayout: 'The spreadsheet was not saved by the approval screen (its layout sheet is missing or damaged).',
  missingSheet: (name: string) => `The spreadsheet has no sheet named "${name}".`,
  layoutMismatch: (name: string) => `The sheet "${name}" does not match the document's rows and columns.`,
  headerChanged: (name: string, header: string) =>
    `The sheet "${name}" changed the column header "${header}"; headers cannot be changed.`,
  valueTooLong: (where: string) => `${where}: a value is longer than 4000 characters.`,
  bodyType: 'Send the approval as JSON (form type) or as a multipart xlsx file with ?docId (spreadsheet type).',
  formType: 'This document is approved with the form screen, not with a spreadsheet.',
  /** beyond the spec: the spreadsheet type shows its success text regardless; the reason comes with it */
  notSaved: (reason: string) =>
    `The approval could not be saved (${reason}); the document is still waiting for approval.`,
} as const;
