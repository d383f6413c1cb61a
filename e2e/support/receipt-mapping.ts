import path from 'node:path';
import { createMappingFromSample } from '@paperbridge/test-kit/mappings/create-mapping-from-sample.ts';
import { corpora } from './coolblue-mapping.ts';
import { sampleFile } from './sample-file.ts';

/** A SROIE receipt photo of the shared corpus; Unihakka's 030 is the sample, 032–044 share its layout. */
export const receipt = (id: string) => path.join(corpora, `sroie-receipts-by-vendor/img/${id}.jpg`);

/**
 * A finished Expense Receipt mapping learned on the photo 030 through the wizard's API calls: the
 * engine's "Total Amount" row → Total (required), "Payment Mode" → Payment Method. The client is
 * the test's own.
 */
export async function createReceiptMappingByApi(
  baseUrl: string,
  token: string,
  o: { configName: string; clientEmail: string; request?: Record<string, unknown> },
): Promise<string> {
  const { cnId } = await createMappingFromSample(baseUrl, token, {
    configName: o.configName,
    clientEmail: o.clientEmail,
    docTypeId: 2,
    sample: sampleFile(receipt('030'), 'image/jpeg', 'receipt-030.jpg'),
    rows: { 'Total Amount': { field: 'Total', required: true }, 'Payment Mode': { field: 'Payment Method' } },
    request: { isManualUpload: false, isMobileApp: true, ...o.request },
    config: { docType: 'Expense Receipt' },
  });
  return cnId;
}
