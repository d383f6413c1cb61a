import fs from 'node:fs';
import path from 'node:path';
import { corpora } from './coolblue-mapping.ts';
import { api } from './mapping-session.ts';

/** A SROIE receipt photo of the shared corpus; Unihakka's 030 is the sample, 032–044 share its layout. */
export const receipt = (id: string) => path.join(corpora, `sroie-receipts-by-vendor/img/${id}.jpg`);

/**
 * A finished Expense Receipt mapping learned on the photo 030 through the wizard's API calls: the
 * engine's "Total Amount" row → Total (required), "Payment Mode" → Payment Method.
 */
export async function createReceiptMappingByApi(baseUrl: string, token: string, o: { configName: string; clientEmail: string; request?: Record<string, unknown> }): Promise<string> {
  const fieldId: Record<string, number> = {};
  for (const f of (await api<{ id: number; value: string }[]>(baseUrl, token, '/api/Admin/Map/GetDocFields?docTypeId=2')).body.result) fieldId[f.value] = f.id;
  const form = new FormData();
  form.append('docTypeId', '2');
  form.append('file', new Blob([fs.readFileSync(receipt('030'))], { type: 'image/jpeg' }), 'receipt-030.jpg');
  let sample = await api<any>(baseUrl, token, '/api/Admin/Map/GetDataFromSampleFile', { method: 'POST', body: form });
  // OCR on a busy machine may outlast the server's wait: poll as the wizard does
  for (let i = 0; sample.status === 202 && i < 600; i++) {
    await new Promise((r) => setTimeout(r, 500));
    sample = await api<any>(baseUrl, token, `/api/Admin/Map/GetSampleExtraction?jobId=${sample.body.result.jobId}`);
  }
  if (sample.body.code !== 200) throw new Error(`sample: ${sample.body.message}`);
  const header: Record<string, { field: string; required?: boolean }> = { 'Total Amount': { field: 'Total', required: true }, 'Payment Mode': { field: 'Payment Method' } };
  const seen = new Set<string>();
  const fields = sample.body.result.fields.map((f: { key: string }, i: number) => {
    const h = header[f.key];
    const first = Boolean(h) && !seen.has(f.key);
    if (first) seen.add(f.key);
    return { ...f, dF_Id: first ? fieldId[h!.field] : null, sortPosition: i + 1, isRequired: first && Boolean(h!.required) };
  });
  const body = {
    fileName: sample.body.result.fileName,
    translation: true,
    data: { fields, tables: [] },
    endPointsConfigRequest: {
      coEmail: o.clientEmail,
      configName: o.configName,
      isRetention: true,
      retentionDuration: 30,
      isManualUpload: false,
      isMobileApp: true,
      destinationEmails: ['ap@client.example'],
      destinationEmailFileType: 'JSON',
      requiredApproval: false,
      draftMode: false,
      ...o.request,
      config: { dtId: 2, docType: 'Expense Receipt' },
    },
  };
  const saved = await api(baseUrl, token, '/api/Admin/Map/MapDataFromSampleFile', { method: 'POST', body: JSON.stringify(body) });
  if (saved.body.code !== 200) throw new Error(`mapping: ${saved.body.message}`);
  const list = await api<{ cnId: string; configName: string }[]>(baseUrl, token, '/api/Admin/Map/GetConfigurationList');
  return list.body.result.find((m) => m.configName === o.configName)!.cnId;
}
