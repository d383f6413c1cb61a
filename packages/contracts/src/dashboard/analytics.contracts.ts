import { z } from 'zod';
import { DOC_TYPE, type DocTypeId } from '../mapping/doc-types.contracts.ts';
import { DASHBOARD_MSG } from './dashboard-messages.ts';
import { dashboardPageSchema, dashboardPageSizeSchema } from './dashboard-list.contracts.ts';

/** The dashboard's analytics tabs (spec 000 §2 tabs 2 and 3). */
export type AnalyticsModule = 'DA' | 'IG';

/**
 * What each analytics tab lists and where its reference links go (docs/dashboard.md "DA and IG
 * tabs"): DA reads legal agreements on the AI site's legal page, IG customised / handwritten
 * documents (prescriptions, medical notes) on its medicine page.
 */
export const ANALYTICS_MODULES: Record<
  AnalyticsModule,
  { docTypeId: DocTypeId; page: 'legal' | 'medicine'; title: string }
> = {
  DA: { docTypeId: DOC_TYPE.leaveAndLicenseAgreement, page: 'legal', title: 'Standard Leave and License agreements' },
  IG: { docTypeId: DOC_TYPE.customised, page: 'medicine', title: 'Customised / Handwritten Documents' },
};

/** The analytics tabs' default range: 180 days back to today (spec 000 §9). */
export const ANALYTICS_DEFAULT_DAYS = 180;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar day 'YYYY-MM-DD' (the spec's yyyy-MM-DD) that exists. */
export const analyticsDaySchema = z.string().refine((s) => {
  const m = DAY.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}, 'must be a date as YYYY-MM-DD');

/** An IANA time zone the runtime knows ('Australia/Sydney'); the days and months of the filter are read in it. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'timeZone must be an IANA time zone such as Australia/Sydney');

/** Text looked for anywhere in a column ('' or absent: no filter). */
const containsSchema = (field: string) =>
  z.string().trim().max(200, `${field} must be at most 200 characters`).optional();

const analyticsFilterShape = {
  /** part of the document's reference number */
  reference: containsSchema('reference'),
  /** part of the uploaded file's name */
  fileName: containsSchema('fileName'),
  /** first and last day, both included; absent: 180 days back to today */
  dateFrom: analyticsDaySchema.optional(),
  dateTo: analyticsDaySchema.optional(),
  /** beyond the spec: the browser's zone, so days and months are the user's own (default UTC) */
  timeZone: timeZoneSchema.default('UTC'),
};

const dateOrder = <T extends { dateFrom?: string; dateTo?: string }>(f: T) =>
  !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo;

/** POST GetDataAnalyticsGraph / GetInsightGraph: the analytics filters. */
export const analyticsFilterSchema = z
  .object(analyticsFilterShape)
  .refine(dateOrder, { path: ['dateTo'], message: DASHBOARD_MSG.dateRange });
export type AnalyticsFilter = z.input<typeof analyticsFilterSchema>;
export type AnalyticsFilterQuery = z.output<typeof analyticsFilterSchema>;

/** Graph response rows (spec 000 §3): one per month of the range, oldest first, months without documents at 0. */
export const analyticsGraphRowSchema = z.object({ monthYear: z.string(), rowCount: z.number().int() });
export type AnalyticsGraphRow = z.infer<typeof analyticsGraphRowSchema>;

export const analyticsSortBySchema = z.enum(['createdDate', 'dtUniqueReference', 'fileName', 'supplier'], {
  error: 'sortBy must be one of createdDate, dtUniqueReference, fileName, supplier',
});
export const analyticsSearchBySchema = z.enum(['all', 'dtUniqueReference', 'fileName', 'supplier'], {
  error: 'searchBy must be one of all, dtUniqueReference, fileName, supplier',
});

/** POST GetDataAnalyticshTableData / GetInsightTableData: the analytics table request of spec 000 §3. */
export const analyticsTableRequestSchema = z
  .object({
    ...analyticsFilterShape,
    isdesc: z.boolean({ error: 'isdesc must be true or false' }).default(true),
    page: dashboardPageSchema,
    pageSize: dashboardPageSizeSchema,
    sortBy: analyticsSortBySchema.default('createdDate'),
    searchBy: analyticsSearchBySchema.default('all'),
    searchText: z.string().trim().max(200, 'searchText must be at most 200 characters').default(''),
  })
  .refine(dateOrder, { path: ['dateTo'], message: DASHBOARD_MSG.dateRange });
export type AnalyticsTableRequest = z.input<typeof analyticsTableRequestSchema>;
export type AnalyticsTableQuery = z.output<typeof analyticsTableRequestSchema>;

/** One document of an analytics table. */
export const analyticsDocRowSchema = z.object({
  dtId: z.string(),
  /** the reference number (the mapping's unique key), else the file name; the `ref` of the AI site's link */
  dtUniqueReference: z.string(),
  fileName: z.string(),
  supplier: z.string(),
  configName: z.string(),
  createdDate: z.string(),
  dtIsPrecessed: z.boolean(),
  status: z.string(),
});
export type AnalyticsDocRow = z.infer<typeof analyticsDocRowSchema>;

export const analyticsTableResultSchema = z.object({
  data: z.array(analyticsDocRowSchema),
  totalRows: z.number().int(),
});
export type AnalyticsTableResult = z.infer<typeof analyticsTableResultSchema>;
