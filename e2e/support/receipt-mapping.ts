import path from 'node:path';
import { corpora } from './coolblue-mapping.ts';
import { createMappingByApi } from './create-mapping-by-api.ts';

/** A SROIE receipt photo of the shared corpus; Unihakka's 030 is the sample, 032–044 share its layout. */
export const receipt = (id: string) => path.join(corpora, `sroie-receipts-by-vendor/img/${id}.jpg`);

/**
 * A finished Expense Receipt mapping learned on the photo 030 through the wizard's API calls: the
 * engine's "Total Amount" row → Total (required), "Payment Mode" → Payment Method. The client is
 * the test's own.
 */
export function createReceiptMappingByApi(
  baseUrl: string,
  token: string,
  o: { configName: string; clientEmail: string; request?: Record<string, unknown> },
): Promise<string> {
  return createMappingByApi(baseUrl, token, {
    configName: o.configName,
    clientEmail: o.clientEmail,
    docType: { id: 2, name: 'Expense Receipt' },
    sample: { file: receipt('030'), name: 'receipt-030.jpg', type: 'image/jpeg' },
    rows: { 'Total Amount': { field: 'Total', required: true }, 'Payment Mode': { field: 'Payment Method' } },
    request: { isManualUpload: false, isMobileApp: true, ...o.request },
  });
}
