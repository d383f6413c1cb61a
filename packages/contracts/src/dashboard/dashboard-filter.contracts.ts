import { z } from 'zod';
import { DASHBOARD_MSG } from './dashboard-messages.ts';

/** An instant as the web sends it (`Date.toISOString()`); the web picks local midnight and 23:59:59. */
export const dashboardDateSchema = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date and time' });

/** docTypeId 0 (or absent) = every type; 1-4 the seeded types. */
export const dashboardDocTypeIdSchema = z.coerce
  .number({ error: 'docTypeId must be a document type id' })
  .int('docTypeId must be a document type id')
  .min(0)
  .max(4, 'docTypeId must be a document type id');

/** The client filter: '' or absent = every client (the selector's "All clients"). */
export const supplierEmailFilterSchema = z.string().trim().toLowerCase().max(254);

/** The filter payload of CardData, GetConfigurations, GetSuppliers and GetLatestDocs (spec 000 §7). */
export const dashboardFilterSchema = z
  .object({
    startDate: dashboardDateSchema.optional(),
    endDate: dashboardDateSchema.optional(),
    supplierEmail: supplierEmailFilterSchema.optional(),
    docTypeId: dashboardDocTypeIdSchema.optional(),
  })
  .refine((f) => !f.startDate || !f.endDate || Date.parse(f.startDate) <= Date.parse(f.endDate), {
    path: ['endDate'],
    message: DASHBOARD_MSG.dateRange,
  });
export type DashboardFilter = z.infer<typeof dashboardFilterSchema>;

/** GET DefaultDateRange: where the dashboard's "from" picker starts. */
export const defaultDateRangeSchema = z.object({ startDate: z.string(), endDate: z.string() });
export type DefaultDateRange = z.infer<typeof defaultDateRangeSchema>;

/** A summary card: a document type's count, or a static card (Documents, Clients, Mappings). */
export const dashboardCardSchema = z.object({
  /** 'documents' | 'clients' | 'mappings' for static cards; the type's code (INV, REC, LLA, CUS) for type cards */
  code: z.string(),
  docTypeId: z.number().int().nullable(),
  name: z.string(),
  count: z.number().int(),
});
export type DashboardCard = z.infer<typeof dashboardCardSchema>;

const graphPointSchema = z.object({ code: z.string(), name: z.string(), value: z.number() });

/**
 * POST CardData (spec 000 §3 "Dashboard response"): cards per type, static cards, the monthly
 * total (graphs[0].data aligned with months), documents per type and month (docgraph), per client
 * (clientgraph) and per mapping (mapgraph), all within the filter.
 */
export const cardDataSchema = z.object({
  cards: z.array(dashboardCardSchema),
  staticCards: z.array(dashboardCardSchema),
  /** 'YYYY-MM' of every month of the range, oldest first */
  months: z.array(z.string()),
  graphs: z.array(z.object({ name: z.string(), data: z.array(z.object({ month: z.string(), value: z.number() })) })),
  docgraph: z.object({
    data: z.array(z.object({ code: z.string(), name: z.string(), colorCode: z.string(), value: z.array(z.number()) })),
  }),
  clientgraph: z.object({ data: z.array(graphPointSchema) }),
  mapgraph: z.object({ data: z.array(graphPointSchema) }),
});
export type CardData = z.infer<typeof cardDataSchema>;

/** POST GetConfigurations: Configuration (mapping) row of spec 000 §3, plus the documents it took in the range. */
export const dashboardConfigurationRowSchema = z.object({
  cnId: z.string(),
  configName: z.string(),
  docType: z.string(),
  suppliersName: z.string(),
  creationDate: z.string(),
  fileName: z.string(),
  documentCount: z.number().int(),
});
export type DashboardConfigurationRow = z.infer<typeof dashboardConfigurationRowSchema>;

/** POST GetSuppliers: Supplier (client) row of spec 000 §3, plus the documents it sent in the range. */
export const dashboardSupplierRowSchema = z.object({
  coId: z.string(),
  coCompanyName: z.string(),
  coContactName: z.string(),
  coEmail: z.string(),
  createdDate: z.string(),
  documentCount: z.number().int(),
});
export type DashboardSupplierRow = z.infer<typeof dashboardSupplierRowSchema>;

/** GET GetFileURLById?id and GET SendDocData?docId. */
export const dashboardIdQuerySchema = z.object({ id: z.uuid('id must be a document id') });
export const sendDocDataQuerySchema = z.object({ docId: z.uuid('docId must be a document id') });
/** SendDocData's result: the document, approved again (approvalStatus 1), and the destinations now queued for it. */
export const sendDocDataResultSchema = z.object({
  dtId: z.string(),
  approvalStatus: z.literal(1),
  /** the mapping's (Email, FTP, Webhook, Xero, QuickBooks, Enterprise); one already sent to is not sent again */
  destinations: z.array(z.string()),
});
export type SendDocDataResult = z.infer<typeof sendDocDataResultSchema>;
