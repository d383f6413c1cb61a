import { z } from 'zod';
import { milestoneSchema } from '../documents/milestone.contracts.ts';
import { DASHBOARD_MSG } from './dashboard-messages.ts';
import {
  dashboardDateSchema,
  dashboardDocTypeIdSchema,
  supplierEmailFilterSchema,
} from './dashboard-filter.contracts.ts';

/** Page sizes of the dashboard tables (spec 000 §5, §9): default 5. */
export const DASHBOARD_PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;
export const DASHBOARD_DEFAULT_PAGE_SIZE = 5;

/** page (1-based) and pageSize of every server-paged dashboard table. */
export const dashboardPageSchema = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int('page must be a whole number from 1')
  .min(1, 'page must be a whole number from 1')
  .default(1);
export const dashboardPageSizeSchema = z.coerce
  .number()
  .int()
  .refine(
    (n) => (DASHBOARD_PAGE_SIZES as readonly number[]).includes(n),
    'pageSize must be one of 5, 10, 20, 25, 50, 100',
  )
  .default(DASHBOARD_DEFAULT_PAGE_SIZE);

/** Columns Data sorts on (the row's own field names); anything else is refused, never passed to SQL. */
export const dashboardSortBySchema = z.enum(
  ['createdDate', 'dtUniqueReference', 'dtConfidence', 'supplier', 'approvalStatus', 'fileName', 'docType'],
  {
    error:
      'sortBy must be one of createdDate, dtUniqueReference, dtConfidence, supplier, approvalStatus, fileName, docType',
  },
);
export type DashboardSortBy = z.infer<typeof dashboardSortBySchema>;

/** What searchText is looked for in: one column, or (absent / 'all') the reference, file name and client together. */
export const dashboardSearchBySchema = z.enum(['all', 'dtUniqueReference', 'fileName', 'supplier'], {
  error: 'searchBy must be one of all, dtUniqueReference, fileName, supplier',
});

const percent = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number from 0 to 100` })
    .min(0, `${field} must be a number from 0 to 100`)
    .max(100, `${field} must be a number from 0 to 100`);

/** POST /api/Admin/Dashboard/Data: the dashboard list request of spec 000 §3 (names as the spec spells them). */
export const dashboardListRequestSchema = z
  .object({
    startDate: dashboardDateSchema.optional(),
    endDate: dashboardDateSchema.optional(),
    docTypeId: dashboardDocTypeIdSchema.optional(),
    /** the accuracy range 'a-b' split in two, in percent; a document without a confidence is outside any range */
    accuracyLevelFrom: percent('accuracyLevelFrom').optional(),
    accuracyLevelTo: percent('accuracyLevelTo').optional(),
    supplierEmail: supplierEmailFilterSchema.optional(),
    page: dashboardPageSchema,
    pageSize: dashboardPageSizeSchema,
    sortBy: dashboardSortBySchema.default('createdDate'),
    isdesc: z.boolean({ error: 'isdesc must be true or false' }).default(true),
    searchBy: dashboardSearchBySchema.default('all'),
    searchText: z.string().trim().max(200, 'searchText must be at most 200 characters').default(''),
    /** the spec sends it beside docTypeId; kept for compatibility, docTypeId decides */
    docTypeName: z.string().max(100).optional(),
  })
  .refine((f) => !f.startDate || !f.endDate || Date.parse(f.startDate) <= Date.parse(f.endDate), {
    path: ['endDate'],
    message: DASHBOARD_MSG.dateRange,
  })
  .refine(
    (f) =>
      f.accuracyLevelFrom === undefined || f.accuracyLevelTo === undefined || f.accuracyLevelFrom <= f.accuracyLevelTo,
    {
      path: ['accuracyLevelTo'],
      message: 'accuracyLevelTo must not be below accuracyLevelFrom',
    },
  );
export type DashboardListRequest = z.input<typeof dashboardListRequestSchema>;
export type DashboardListQuery = z.output<typeof dashboardListRequestSchema>;

/** What a row's tag says (issue 30 points 3 and 4), so the clerk sees why a document waits without opening it. */
export const REVIEW_NOTE_TEXT = {
  duplicate: (reference: string) => `Possible duplicate of ${reference}`,
  otherSupplier: (name: string) => `Other supplier: ${name}`,
  /** the sample's supplier is not named, or the layout differs, and the page names nobody the reading could find */
  unknownSupplier: "Not from the sample's supplier",
} as const;

/** Why a document waiting for review is suspect (issue 30 points 3 and 4): a possible duplicate, or from another supplier. */
export const dashboardReviewNoteSchema = z.object({
  code: z.enum(['possible_duplicate', 'other_supplier']),
  /** the tag: 'Possible duplicate of 471102', 'Other supplier: ELEKTRON Industrieservice GmbH' */
  text: z.string(),
  /** the whole reason, as the review screen lists it */
  message: z.string(),
  /** possible_duplicate: the earlier document */
  documentId: z.string().optional(),
});
export type DashboardReviewNote = z.infer<typeof dashboardReviewNoteSchema>;

/**
 * Where a document's values were read (issue 25): from its e-invoice (the XML a Factur-X PDF carries, or an XML
 * e-invoice), or from the page (text layer or OCR). Absent while the document is not read yet.
 */
export const readFromSchema = z.enum(['einvoice', 'page']);
export type ReadFrom = z.infer<typeof readFromSchema>;

/** Dashboard document row (spec 000 §3; dtIsPrecessed spelled as the spec does), plus what the row shows beyond it. */
export const dashboardDocRowSchema = z.object({
  dtId: z.string(),
  dtUniqueReference: z.string(),
  /** percent 0..100 (one decimal), null while not mapped */
  dtConfidence: z.number().nullable(),
  supplier: z.string(),
  supplierEmail: z.string(),
  createdDate: z.string(),
  approvalStatus: z.number().int().nullable(),
  dtIsDeleted: z.boolean(),
  dtIsPrecessed: z.boolean(),
  milestone: milestoneSchema,
  fileName: z.string(),
  docTypeId: z.number().int().nullable(),
  docType: z.string(),
  /** the pipeline state (docs/pipeline.md) */
  status: z.string(),
  configName: z.string(),
  /** issue 30: a document waiting for review as a possible duplicate or from another supplier; absent otherwise */
  reviewNotes: z.array(dashboardReviewNoteSchema).optional(),
  /** issue 25: where the values were read */
  readFrom: readFromSchema.optional(),
  /**
   * issue 26: true while automatic delivery is under way (handed to delivery, a destination not settled yet), so an
   * approvalStatus 3 row shows In Process instead of Send; absent otherwise
   */
  sending: z.boolean().optional(),
});
export type DashboardDocRow = z.infer<typeof dashboardDocRowSchema>;

export const dashboardListResultSchema = z.object({
  data: z.array(dashboardDocRowSchema),
  totalRows: z.number().int(),
});
export type DashboardListResult = z.infer<typeof dashboardListResultSchema>;

/** Splits the accuracy range string 'a-b' of the filter into its two bounds; '' (all) gives none. */
export function accuracyRange(range: string): { accuracyLevelFrom?: number; accuracyLevelTo?: number } {
  const m = /^(\d{1,3})-(\d{1,3})$/.exec(range.trim());
  return m ? { accuracyLevelFrom: Number(m[1]), accuracyLevelTo: Number(m[2]) } : {};
}
