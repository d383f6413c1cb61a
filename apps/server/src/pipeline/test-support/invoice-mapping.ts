import fs from 'node:fs';
import path from 'node:path';
import { callApi } from '../../testing/call-api.ts';
import { uploadFile } from '../../http/mapping/test-support/upload-file.ts';
import { corporaDir } from '../../http/mapping/test-support/corpora.ts';
import { submitPayload } from '../../http/mapping/test-support/mapping-payload.ts';

export const COOLBLUE = (n: 1 | 2) => path.join(corporaDir, `invoice2data-compare/coolblue${n}.pdf`);

/**
 * A finished Commercial Invoice mapping learned on coolblue1.pdf, as a user makes it: the invoice
 * number (unique key, required) and the total as header fields, article and quantity as columns.
 */
export async function createCoolblueMapping(baseUrl: string, token: string, opts: { configName: string; clientEmail: string; request?: Record<string, unknown>; config?: Record<string, unknown> }): Promise<string> {
  await callApi(baseUrl, 'POST', '/api/admin/User/CreateUser', { token, body: { companyname: 'Coolblue', contectname: 'Bea', email: opts.clientEmail } });
  const fieldId: Record<string, number> = {};
  for (const f of (await callApi(baseUrl, 'GET', '/api/Admin/Map/GetDocFields', { token, query: { docTypeId: 1 } })).result) fieldId[f.value] = f.id;
  const sample = await uploadFile(baseUrl, '/api/Admin/Map/GetDataFromSampleFile', { token, file: { name: 'coolblue1.pdf', bytes: fs.readFileSync(COOLBLUE(1)) }, fields: { docTypeId: '1' } });
  if (sample.status !== 200) throw new Error(`sample: ${sample.status} ${sample.message}`);
  const header: Record<string, { field: string; unique?: boolean }> = { Factuurnummer: { field: 'Invoice Number', unique: true }, Totaal: { field: 'Total Amount' } };
  const seen = new Set<string>();
  const fields = sample.result.fields.map((f: { key: string }, i: number) => {
    const h = header[f.key];
    const first = h && !seen.has(f.key);
    if (first) seen.add(f.key);
    return { ...f, dF_Id: first ? fieldId[h.field] : null, sortPosition: i + 1, isRequired: first && Boolean(h.unique), isUniqueKey: first && Boolean(h.unique) };
  });
  const lineTable = sample.result.tables.find((t: { columns: { header: string | null }[] }) => t.columns.some((c) => c.header === 'Artikel'));
  const columnField: Record<string, string> = { Artikel: 'Description', Aantal: 'Quantity' };
  const columns = lineTable.columns.map((c: { columnNumber: number; header: string | null }) => ({ columnNumber: c.columnNumber, dF_Id: c.header && columnField[c.header] ? fieldId[columnField[c.header]!] : null }));
  const saved = await callApi(baseUrl, 'POST', '/api/Admin/Map/MapDataFromSampleFile', {
    token,
    body: submitPayload({ fileName: sample.result.fileName, coEmail: opts.clientEmail, configName: opts.configName, data: { fields, tables: [{ tableNumber: lineTable.tableNumber, capture: true, columns, rule: [] }] }, request: opts.request, config: opts.config }),
  });
  if (saved.status !== 200) throw new Error(`mapping: ${saved.status} ${saved.message}`);
  const list = await callApi(baseUrl, 'GET', '/api/Admin/Map/GetConfigurationList', { token });
  return list.result.find((m: { configName: string }) => m.configName === opts.configName).cnId;
}
