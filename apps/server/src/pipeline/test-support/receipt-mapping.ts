import fs from 'node:fs';
import path from 'node:path';
import { callApi } from '../../testing/call-api.ts';
import { uploadFile } from '../../http/mapping/test-support/upload-file.ts';
import { corporaDir } from '../../http/mapping/test-support/corpora.ts';
import { submitPayload } from '../../http/mapping/test-support/mapping-payload.ts';

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
  await callApi(baseUrl, 'POST', '/api/admin/User/CreateUser', { token, body: { companyname: 'Unihakka', contectname: 'Uma', email: opts.clientEmail } });
  const fieldId: Record<string, number> = {};
  for (const f of (await callApi(baseUrl, 'GET', '/api/Admin/Map/GetDocFields', { token, query: { docTypeId: 2 } })).result) fieldId[f.value] = f.id;
  const id = opts.sampleId ?? UNIHAKKA.sample;
  let sample = await uploadFile(baseUrl, '/api/Admin/Map/GetDataFromSampleFile', { token, file: { name: `receipt-${id}.jpg`, bytes: fs.readFileSync(SROIE(id)), type: 'image/jpeg' }, fields: { docTypeId: '2' } });
  // OCR on a loaded machine can outlast the server's wait (SAMPLE_WAIT_MS): the wizard then polls, so do we
  for (let i = 0; sample.status === 202 && i < 600; i++) {
    await new Promise((r) => setTimeout(r, 500));
    sample = await callApi(baseUrl, 'GET', '/api/Admin/Map/GetSampleExtraction', { token, query: { jobId: sample.result.jobId } });
  }
  if (sample.status !== 200) throw new Error(`sample: ${sample.status} ${sample.message}`);
  const header: Record<string, { field: string; required?: boolean }> = { 'Total Amount': { field: 'Total', required: true }, 'Payment Mode': { field: 'Payment Method' } };
  const seen = new Set<string>();
  const fields = sample.result.fields.map((f: { key: string }, i: number) => {
    const h = header[f.key];
    const first = h && !seen.has(f.key);
    if (first) seen.add(f.key);
    return { ...f, dF_Id: first ? fieldId[h.field] : null, sortPosition: i + 1, isRequired: first && Boolean(h.required) };
  });
  const missing = Object.keys(header).filter((k) => !seen.has(k));
  if (missing.length) throw new Error(`the sample's OCR has no row for ${missing.join(', ')}: ${sample.result.fields.map((f: { key: string }) => f.key).join(' | ')}`);
  const saved = await callApi(baseUrl, 'POST', '/api/Admin/Map/MapDataFromSampleFile', {
    token,
    body: submitPayload({
      fileName: sample.result.fileName,
      coEmail: opts.clientEmail,
      configName: opts.configName,
      dtId: 2,
      data: { fields, tables: [] },
      config: { docType: 'Expense Receipt' },
      request: { isManualUpload: true, isMobileApp: true, ...opts.request },
    }),
  });
  if (saved.status !== 200) throw new Error(`mapping: ${saved.status} ${saved.message}`);
  const list = await callApi(baseUrl, 'GET', '/api/Admin/Map/GetConfigurationList', { token });
  return { cnId: list.result.find((m: { configName: string }) => m.configName === opts.configName).cnId, sample: sample.result };
}
