import fs from 'node:fs';
import path from 'node:path';
import { corporaDir } from '../../http/mapping/test-support/corpora.ts';
import { createMappingFromSample } from '@paperbridge/test-kit/mappings/create-mapping-from-sample.ts';

/** A SROIE receipt photo of the shared corpus (JPEG scans, no text layer: OCR only). */
export const SROIE = (id: string) => path.join(corporaDir, `sroie-receipts-by-vendor/img/${id}.jpg`);

/**
 * Unihakka International receipts (vendor v01): 030 is the sample; 032–044 share its print layout,
 * and 044 costs $8.60 where the sample shows $8.20 (a value read, not copied from the sample).
 */
export const UNIHAKKA = { sample: '030', others: ['032', '033', '035', '036', '044'] } as const;

/**
 * A finished Expense Receipt mapping learned on a receipt photo, as a user makes it in the wizard:
 * the engine's "Total Amount" row mapped to Total (required) and "Payment Mode" to Payment Method.
 * Sources: manual upload and the mobile app, unless `request` says otherwise.
 */
export async function createReceiptMapping(
  baseUrl: string,
  token: string,
  opts: { configName: string; clientEmail: string; sampleId?: string; request?: Record<string, unknown> },
): Promise<{ cnId: string; sample: any }> {
  const id = opts.sampleId ?? UNIHAKKA.sample;
  return createMappingFromSample(baseUrl, token, {
    configName: opts.configName,
    clientEmail: opts.clientEmail,
    client: { companyname: 'Unihakka', contectname: 'Uma' },
    docTypeId: 2,
    sample: { name: `receipt-${id}.jpg`, bytes: fs.readFileSync(SROIE(id)), type: 'image/jpeg' },
    rows: { 'Total Amount': { field: 'Total', required: true }, 'Payment Mode': { field: 'Payment Method' } },
    config: { docType: 'Expense Receipt' },
    request: { isManualUpload: true, isMobileApp: true, ...opts.request },
  });
}
