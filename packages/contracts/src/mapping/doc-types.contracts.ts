import { z } from 'zod';

/** id + value, the option shape of every dropdown the server fills (spec 001 §3). */
export const idValueSchema = z.object({ id: z.number().int(), value: z.string() });
export type IdValue = z.infer<typeof idValueSchema>;

/** The four document types; the ids are stable (seeded rows of doc_types). */
export const DOC_TYPE = {
  commercialInvoice: 1,
  expenseReceipt: 2,
  leaveAndLicenseAgreement: 3,
  customised: 4,
} as const;
export const DOC_TYPE_IDS = Object.values(DOC_TYPE);
export type DocTypeId = (typeof DOC_TYPE)[keyof typeof DOC_TYPE];

export const DOC_TYPE_NAMES: Record<DocTypeId, string> = {
  1: 'Commercial Invoice',
  2: 'Expense Receipt',
  3: 'Standard Leave And License Agreement',
  4: 'Customised / Handwritten Document',
};

/** Short codes used in generated mapping names. */
export const DOC_TYPE_CODES: Record<DocTypeId, string> = { 1: 'INV', 2: 'REC', 3: 'LLA', 4: 'CUS' };

export const docTypeIdSchema = z.coerce
  .number({ error: 'docTypeId must be a document type id' })
  .int('docTypeId must be a document type id')
  .refine((n): n is DocTypeId => (DOC_TYPE_IDS as number[]).includes(n), 'Unknown document type');

export const docTypeQuerySchema = z.object({ docTypeId: docTypeIdSchema });

/** Document sources (spec 001 §1, §2 step 1); ids are stable. */
export const SOURCE = { ftp: 1, emailAttachment: 2, manualUpload: 3, api: 4, mobileApp: 5 } as const;
export const SOURCE_LIST: IdValue[] = [
  { id: SOURCE.ftp, value: 'FTP' },
  { id: SOURCE.emailAttachment, value: 'Email Attachment' },
  { id: SOURCE.manualUpload, value: 'Manual Upload' },
  { id: SOURCE.api, value: 'API' },
  { id: SOURCE.mobileApp, value: 'Mobile App' },
];

/** Destinations; Standard Integrations exist for the types in INTEGRATION_DOC_TYPES. */
export const DESTINATION = { ftp: 1, emailAttachment: 2, webhook: 3, standardIntegrations: 4, enterprise: 5 } as const;
/**
 * The types Xero and QuickBooks take: a commercial invoice as a bill (spec 001), an expense receipt as a paid expense
 * (issue 26: Xero spend money, a QuickBooks Purchase), as Dext and Hubdoc do.
 */
export const INTEGRATION_DOC_TYPES: readonly number[] = [DOC_TYPE.commercialInvoice, DOC_TYPE.expenseReceipt];
export const DESTINATION_LIST: IdValue[] = [
  { id: DESTINATION.ftp, value: 'FTP' },
  { id: DESTINATION.emailAttachment, value: 'Email Attachment' },
  { id: DESTINATION.webhook, value: 'Webhook' },
  { id: DESTINATION.standardIntegrations, value: 'Standard Integrations' },
  { id: DESTINATION.enterprise, value: 'Connect With Your Enterprise Systems' },
];

export const docEndPointsSchema = z.object({
  sourceList: z.array(idValueSchema),
  destinationList: z.array(idValueSchema),
});
export type DocEndPoints = z.infer<typeof docEndPointsSchema>;

/** The two rule types of the table view (spec 001 §3 Rule). */
export const RULE_TYPE = { exclude: 1, include: 2 } as const;
export const RULE_TYPES: IdValue[] = [
  { id: RULE_TYPE.exclude, value: 'Exclude' },
  { id: RULE_TYPE.include, value: 'Include' },
];

/** Retention states 1..8 and their days (spec 001 §4, §9); 8 is the minimum period (0 days). */
export const RETENTION_DAYS: Record<number, number> = { 1: 30, 2: 60, 3: 90, 4: 180, 5: 365, 6: 720, 7: 1440, 8: 0 };
export const RETENTION_DEFAULT_STATE = 8;
export const AGREEMENT_RETENTION_STATE = 3;
export const retentionStateOfDays = (days: number): number | null => {
  const hit = Object.entries(RETENTION_DAYS).find(([, d]) => d === days);
  return hit ? Number(hit[0]) : null;
};

/**
 * Output formats for e-mail and FTP destinations; DOCX only for the agreement type; CSV for every type (issue 14 §6);
 * UBL (Peppol BIS Billing 3.0) and CII (EN 16931) e-invoices for commercial invoices (issue 25).
 */
export const FILE_FORMATS = ['JSON', 'EXCEL', 'XML', 'CSV', 'DOCX', 'UBL', 'CII'] as const;
/** What a webhook receives (issue 25): the JSON document (the default), or the document as a UBL or CII e-invoice. */
export const WEBHOOK_FORMATS = ['JSON', 'UBL', 'CII'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const EINVOICE_FORMATS: readonly string[] = ['UBL', 'CII'];
export const fileFormatSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(FILE_FORMATS),
);
export type FileFormat = z.infer<typeof fileFormatSchema>;
